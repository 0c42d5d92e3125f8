import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WtbListing } from '@/shared/schemas/wtb';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { invalidateWtbListings } from './invalidate-wtb-listings';

/** PUT /api/wtb-listings/{id}/fulfill: Found. The request leaves the board and the profile for good. */
function fulfillWtb(id: string): Promise<WtbListing> {
  return request<WtbListing>('PUT', `/api/wtb-listings/${encodeURIComponent(id)}/fulfill`);
}

export function useFulfillWtb(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fulfillWtb(id),
    onSuccess: (found) => {
      toastSuccess('WTB listing marked as found!');
      void invalidateWtbListings(queryClient, found.buyer.username);
    },
    onError: (error) => toastFailure(error, 'Failed to mark as fulfilled'),
  });
}
