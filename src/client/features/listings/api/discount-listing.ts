import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '../../../../shared/schemas/listing';
import { toastFailure, toastSuccess } from '../../../lib/mutation-toasts';
import { request } from '../../../lib/request';
import { refreshListing } from './listing-cache';

/** PATCH /api/listings/{id}/discount: a lower price; 10% or more also moves it to the top. */
export function discountListing(id: string, newPrice: string): Promise<Listing> {
  return request<Listing>('PATCH', `/api/listings/${encodeURIComponent(id)}/discount`, {
    json: { newPrice },
  });
}

export function useDiscountListing(listing: Listing) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newPrice: string) => discountListing(listing.id, newPrice),
    onSuccess: () => {
      toastSuccess('Item discounted successfully!');
      void refreshListing(queryClient, {
        id: listing.id,
        sellerUsername: listing.seller.username,
      });
    },
    onError: (error) => toastFailure(error, 'Failed to discount item. Please try again.'),
  });
}
