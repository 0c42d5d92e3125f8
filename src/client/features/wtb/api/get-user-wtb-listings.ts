import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WtbPage } from '@/shared/schemas/wtb';
import { apiGet, withQuery } from '@/client/lib/request';

/** GET /api/users/{username}/wtb-listings: one person's open (unfulfilled) requests. */
function getUserWtbListings(params: {
  username: string;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<WtbPage> {
  const path = `/api/users/${encodeURIComponent(params.username)}/wtb-listings`;
  return apiGet(withQuery(path, { cursor: params.cursor }), params.signal);
}

function userWtbListingsQueryOptions(username: string) {
  return infiniteQueryOptions({
    queryKey: [`/api/users/${encodeURIComponent(username)}/wtb-listings`],
    queryFn: ({ pageParam, signal }) => getUserWtbListings({ username, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useUserWtbListings(username: string) {
  return useInfiniteQuery(userWtbListingsQueryOptions(username));
}
