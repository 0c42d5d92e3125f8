import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage } from '@/shared/schemas/listing';
import { apiGet, withQuery } from '@/client/lib/request';

/** GET /api/listings: newest-bumped first; `q` is a case-insensitive brand search done by the server. */
function getListings(params: {
  q: string;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<ListingPage> {
  return apiGet(withQuery('/api/listings', { q: params.q, cursor: params.cursor }), params.signal);
}

function listingsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: ['/api/listings', { q }],
    queryFn: ({ pageParam, signal }) => getListings({ q, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useListings(q: string) {
  return useInfiniteQuery(listingsQueryOptions(q));
}
