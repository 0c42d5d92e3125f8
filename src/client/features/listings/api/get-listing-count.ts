import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingCount } from '@/shared/schemas/listing-filters';
import { apiGet } from '@/client/lib/request';
import { listingFilterParams, type ListingFilters } from '../listing-filters';

/** One seller's tab, for a profile; the whole feed otherwise. */
export type CountScope = { seller: string; status: 'available' | 'sold' } | null;

/** GET /api/listings/count: how many listings these filters find (the sort does not matter). */
function getListingCount(
  filters: ListingFilters,
  scope: CountScope,
  signal?: AbortSignal,
): Promise<ListingCount> {
  const query = listingFilterParams({ ...filters, sort: 'newest' });
  if (scope) {
    query.set('seller', scope.seller);
    query.set('status', scope.status);
  }
  const search = query.toString();
  return apiGet(search ? `/api/listings/count?${search}` : '/api/listings/count', signal);
}

export function listingCountQueryOptions(filters: ListingFilters, scope: CountScope) {
  const { sort: _sort, ...counted } = filters;
  return queryOptions({
    queryKey: ['/api/listings/count', { ...counted, scope }],
    queryFn: ({ signal }) => getListingCount(filters, scope, signal),
  });
}

export function useListingCount(filters: ListingFilters, scope: CountScope = null) {
  return useQuery(listingCountQueryOptions(filters, scope));
}
