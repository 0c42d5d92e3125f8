import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage } from '@/shared/schemas/listing';
import { apiGet } from '@/client/lib/request';
import { listingFilterParams, type ListingFilters } from '../listing-filters';

/**
 * GET /api/listings with the feed's search, filters and sort (docs/product.md, API): the same
 * parameters the page's address carries, plus the cursor of the next page.
 */
function getListings(params: {
  filters: ListingFilters;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<ListingPage> {
  const query = listingFilterParams(params.filters);
  if (params.cursor) query.set('cursor', params.cursor);
  const search = query.toString();
  return apiGet(search ? `/api/listings?${search}` : '/api/listings', params.signal);
}

export function listingsQueryOptions(filters: ListingFilters) {
  return infiniteQueryOptions({
    // The filters are part of the key: each combination pages and caches on its own.
    queryKey: ['/api/listings', filters],
    queryFn: ({ pageParam, signal }) => getListings({ filters, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useListings(filters: ListingFilters) {
  return useInfiniteQuery(listingsQueryOptions(filters));
}
