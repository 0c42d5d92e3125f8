import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WtbListing } from '@/shared/schemas/wtb';
import { toastFailure, toastSuccess } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { invalidateWtbListings } from './invalidate-wtb-listings';

/**
 * PUT /api/wtb-listings/{id}/bump: back to the top of the board. The server allows one bump every
 * 24 hours (a new request counts as just bumped) and says when the next one is possible (429).
 */
function bumpWtb(id: string): Promise<WtbListing> {
  return request<WtbListing>('PUT', `/api/wtb-listings/${encodeURIComponent(id)}/bump`);
}

export function useBumpWtb(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bumpWtb(id),
    onSuccess: (bumped) => {
      toastSuccess('Your WTB listing has been bumped!');
      void invalidateWtbListings(queryClient, bumped.buyer.username);
    },
    onError: (error) => toastFailure(error, 'Failed to bump WTB listing'),
  });
}
