import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateListingInput, Listing } from '@/shared/schemas/listing';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { refreshListing } from './listing-cache';

/** POST /api/listings: 201 with the new listing. */
export function createListing(input: CreateListingInput): Promise<Listing> {
  return request<Listing>('POST', '/api/listings', { json: input });
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListing,
    onSuccess: (listing) => {
      toastSuccess('Listing created successfully!');
      void refreshListing(queryClient, { id: listing.id, sellerUsername: listing.seller.username });
    },
    onError: (error) => toastFailure(error, 'Failed to create listing. Please try again.'),
  });
}
