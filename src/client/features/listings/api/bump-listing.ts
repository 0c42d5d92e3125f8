import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '@/shared/schemas/listing';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { refreshListing } from './listing-cache';

/** PATCH /api/listings/{id}/bump: once per 24 hours; a 429 says when the next one is allowed. */
function bumpListing(id: string): Promise<Listing> {
  return request<Listing>('PATCH', `/api/listings/${encodeURIComponent(id)}/bump`);
}

export function useBumpListing(listing: Listing) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bumpListing(listing.id),
    onSuccess: () => {
      toastSuccess('Listing bumped to the top successfully');
      void refreshListing(queryClient, {
        id: listing.id,
        sellerUsername: listing.seller.username,
      });
    },
    // The cooldown refusal is the server's message, which toastFailure shows as it is.
    onError: (error) => toastFailure(error, 'Failed to bump listing'),
  });
}
