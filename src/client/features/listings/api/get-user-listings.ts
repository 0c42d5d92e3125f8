import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage } from '@/shared/schemas/listing';
import { apiGet } from '@/client/lib/request';
import { listingFilterParams, type ListingFilters } from '../listing-filters';

/** A profile tab: the seller's unsold listings, or their sold ones. */
export type ListingTab = 'active' | 'sold';

/**
 * GET /api/users/{username}/listings: one seller's listings of one tab, with the same filters and
 * sorts as the home feed (the tab, not the filters, decides sold or unsold).
 */
function getUserListings(params: {
  username: string;
  tab: ListingTab;
  filters: ListingFilters;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<ListingPage> {
  const query = listingFilterParams({ ...params.filters, status: 'all' });
  query.set('status', params.tab);
  if (params.cursor) query.set('cursor', params.cursor);
  const path = `/api/users/${encodeURIComponent(params.username)}/listings`;
  return apiGet(`${path}?${query.toString()}`, params.signal);
}

function userListingsQueryOptions(username: string, tab: ListingTab, filters: ListingFilters) {
  return infiniteQueryOptions({
    queryKey: [`/api/users/${encodeURIComponent(username)}/listings`, { tab, filters }],
    queryFn: ({ pageParam, signal }) =>
      getUserListings({ username, tab, filters, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useUserListings(username: string, tab: ListingTab, filters: ListingFilters) {
  return useInfiniteQuery(userListingsQueryOptions(username, tab, filters));
}
