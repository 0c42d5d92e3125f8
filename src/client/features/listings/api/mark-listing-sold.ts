import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '@/shared/schemas/listing';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { refreshListing } from './listing-cache';

/** PATCH /api/listings/{id}/sold: final, there is no way back (docs/product.md, States). */
function markListingSold(id: string): Promise<Listing> {
  return request<Listing>('PATCH', `/api/listings/${encodeURIComponent(id)}/sold`);
}

/**
 * docs/product.md, Error catalogue words it per place: the card says "item", the detail page says
 * "listing".
 */
const WORDS = {
  card: {
    success: 'Item marked as sold successfully',
    failure: 'Failed to mark item as sold',
  },
  detail: {
    success: 'Listing marked as sold successfully',
    failure: 'Failed to mark listing as sold',
  },
} as const;

export function useMarkListingSold(listing: Listing, place: keyof typeof WORDS) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markListingSold(listing.id),
    onSuccess: () => {
      toastSuccess(WORDS[place].success);
      void refreshListing(queryClient, {
        id: listing.id,
        sellerUsername: listing.seller.username,
      });
    },
    onError: (error) => toastFailure(error, WORDS[place].failure),
  });
}
