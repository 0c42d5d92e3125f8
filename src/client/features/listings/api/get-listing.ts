import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Listing } from '@/shared/schemas/listing';
import { apiGet } from '@/client/lib/request';

/** GET /api/listings/{id}: 404 for an unknown id, 400 for a malformed one. */
export function getListing(id: string, signal?: AbortSignal): Promise<Listing> {
  return apiGet(`/api/listings/${encodeURIComponent(id)}`, signal);
}

export function listingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [`/api/listings/${encodeURIComponent(id)}`],
    queryFn: ({ signal }) => getListing(id, signal),
  });
}

export function useListing(id: string) {
  return useQuery(listingQueryOptions(id));
}
