import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WtbListing } from '@/shared/schemas/wtb';
import { apiGet } from '@/client/lib/request';

/** GET /api/wtb-listings/{id}: open or found; 404 for an unknown id, 400 for a malformed one. */
function getWtb(id: string, signal?: AbortSignal): Promise<WtbListing> {
  return apiGet(`/api/wtb-listings/${encodeURIComponent(id)}`, signal);
}

/** Keyed under the board's key, so every change that refreshes the board refreshes this too. */
export function useWtb(id: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['/api/wtb-listings', id],
      queryFn: ({ signal }) => getWtb(id!, signal),
      enabled: id !== undefined,
      // An unknown id stays unknown: no retries before the not-found state.
      retry: false,
    }),
  );
}
