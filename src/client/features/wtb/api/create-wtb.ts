import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WtbInput, WtbListing } from '@/shared/schemas/wtb';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { invalidateWtbListings } from './invalidate-wtb-listings';

/** POST /api/wtb-listings: a new request by the signed-in user (201 with the request). */
export function createWtb(input: WtbInput): Promise<WtbListing> {
  return request<WtbListing>('POST', '/api/wtb-listings', { json: input });
}

export function useCreateWtb() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWtb,
    onSuccess: (created) => {
      toastSuccess('Your WTB listing has been created!');
      void invalidateWtbListings(queryClient, created.buyer.username);
    },
    onError: (error) => toastFailure(error, 'Failed to create WTB listing'),
  });
}
