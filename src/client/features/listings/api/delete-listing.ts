import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing } from '@/shared/schemas/listing';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { refreshListing } from './listing-cache';

/** DELETE /api/admin/listings/{id}: admins only, permanent, photos included. */
function deleteListing(id: string): Promise<{ message: string }> {
  return request('DELETE', `/api/admin/listings/${encodeURIComponent(id)}`);
}

export function useDeleteListing(listing: Listing) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteListing(listing.id),
    onSuccess: () => {
      toastSuccess('Listing deleted permanently');
      void refreshListing(queryClient, {
        id: listing.id,
        sellerUsername: listing.seller.username,
        deleted: true,
      });
    },
    onError: (error) => toastFailure(error, 'Failed to delete listing'),
  });
}
