import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing, UpdateListingInput } from '@/shared/schemas/listing';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { refreshListing } from './listing-cache';

/** PUT /api/listings/{id}: every field but the price (that changes through a discount). */
function updateListing(id: string, input: UpdateListingInput): Promise<Listing> {
  return request<Listing>('PUT', `/api/listings/${encodeURIComponent(id)}`, { json: input });
}

export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateListingInput) => updateListing(id, input),
    onSuccess: (listing) => {
      toastSuccess('Listing updated successfully!');
      void refreshListing(queryClient, { id: listing.id, sellerUsername: listing.seller.username });
    },
    onError: (error) => toastFailure(error, 'Failed to update listing. Please try again.'),
  });
}
