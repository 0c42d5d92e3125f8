import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WtbPage } from '@/shared/schemas/wtb';
import { apiGet, withQuery } from '@/client/lib/request';

/** GET /api/wtb-listings: open requests, newest-bumped first; `q` matches title or brand. */
function getWtbListings(params: {
  q: string;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<WtbPage> {
  return apiGet(
    withQuery('/api/wtb-listings', { q: params.q, cursor: params.cursor }),
    params.signal,
  );
}

function wtbListingsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: ['/api/wtb-listings', { q }],
    queryFn: ({ pageParam, signal }) => getWtbListings({ q, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useWtbListings(q: string) {
  return useInfiniteQuery(wtbListingsQueryOptions(q));
}
