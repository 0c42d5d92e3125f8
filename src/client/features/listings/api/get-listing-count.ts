import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingCount } from '@/shared/schemas/listing-filters';
import { apiGet } from '@/client/lib/request';
import { listingFilterParams, type ListingFilters } from '../listing-filters';

/** One seller's tab, for a profile; the whole feed otherwise. */
export type CountScope = { seller: string; status: 'available' | 'sold' } | null;

/**
 * The sort as the count sees it: only "recently reduced" narrows (to listings reduced at least
 * once); every other sort counts the same listings, so they share one count.
 */
function countedSort(filters: ListingFilters): ListingFilters['sort'] {
  return filters.sort === 'recently_reduced' ? filters.sort : 'newest';
}

/** GET /api/listings/count: how many listings these filters (and a narrowing sort) find. */
function getListingCount(
  filters: ListingFilters,
  scope: CountScope,
  signal?: AbortSignal,
): Promise<ListingCount> {
  const query = listingFilterParams({ ...filters, sort: countedSort(filters) });
  if (scope) {
    query.set('seller', scope.seller);
    query.set('status', scope.status);
  }
  const search = query.toString();
  return apiGet(search ? `/api/listings/count?${search}` : '/api/listings/count', signal);
}

export function listingCountQueryOptions(filters: ListingFilters, scope: CountScope) {
  return queryOptions({
    queryKey: ['/api/listings/count', { ...filters, sort: countedSort(filters), scope }],
    queryFn: ({ signal }) => getListingCount(filters, scope, signal),
  });
}

export function useListingCount(filters: ListingFilters, scope: CountScope = null) {
  return useQuery(listingCountQueryOptions(filters, scope));
}
