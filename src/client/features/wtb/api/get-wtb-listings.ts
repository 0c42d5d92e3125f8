import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WtbPage } from '@/shared/schemas/wtb';
import { apiGet } from '@/client/lib/request';
import { wtbFilterParams, type WtbFilters } from '../wtb-filters';

/**
 * GET /api/wtb-listings: open requests with the board's search (title or brand), filters and sort,
 * the same parameters the board's address carries.
 */
function getWtbListings(params: {
  filters: WtbFilters;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<WtbPage> {
  const query = wtbFilterParams(params.filters);
  if (params.cursor) query.set('cursor', params.cursor);
  const search = query.toString();
  return apiGet(search ? `/api/wtb-listings?${search}` : '/api/wtb-listings', params.signal);
}

export function wtbListingsQueryOptions(filters: WtbFilters) {
  return infiniteQueryOptions({
    queryKey: ['/api/wtb-listings', filters],
    queryFn: ({ pageParam, signal }) => getWtbListings({ filters, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useWtbListings(filters: WtbFilters) {
  return useInfiniteQuery(wtbListingsQueryOptions(filters));
}
