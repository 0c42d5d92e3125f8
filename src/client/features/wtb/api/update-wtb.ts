import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WtbInput, WtbListing } from '@/shared/schemas/wtb';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { invalidateWtbListings } from './invalidate-wtb-listings';

/** PUT /api/wtb-listings/{id}: the poster replaces all fields of an open request. */
function updateWtb(id: string, input: WtbInput): Promise<WtbListing> {
  return request<WtbListing>('PUT', `/api/wtb-listings/${encodeURIComponent(id)}`, {
    json: input,
  });
}

export function useUpdateWtb(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WtbInput) => updateWtb(id, input),
    onSuccess: (updated) => {
      toastSuccess('Your WTB listing has been updated!');
      void invalidateWtbListings(queryClient, updated.buyer.username);
    },
    onError: (error) => toastFailure(error, 'Failed to update WTB listing'),
  });
}
