import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountedListing, Listing } from '@/shared/schemas/listing';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { discountSuccessText } from '@/client/features/listings/discount-outcome';
import { refreshListing } from './listing-cache';

/**
 * PATCH /api/listings/{id}/discount: a lower price; 10% or more also moves it to the top when the
 * 24-hour bump cooldown allows, which `movedToTop` reports.
 */
function discountListing(id: string, newPrice: string): Promise<DiscountedListing> {
  return request<DiscountedListing>('PATCH', `/api/listings/${encodeURIComponent(id)}/discount`, {
    json: { newPrice },
  });
}

export function useDiscountListing(listing: Listing) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newPrice: string) => discountListing(listing.id, newPrice),
    onSuccess: (result, newPrice) => {
      toastSuccess(discountSuccessText(listing.price, newPrice, result.movedToTop));
      void refreshListing(queryClient, {
        id: listing.id,
        sellerUsername: listing.seller.username,
      });
    },
    onError: (error) => toastFailure(error, 'Failed to discount item. Please try again.'),
  });
}
