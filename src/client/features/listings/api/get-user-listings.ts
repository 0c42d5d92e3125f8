import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage } from '@/shared/schemas/listing';
import { apiGet, withQuery } from '@/client/lib/request';

export type ListingStatus = 'active' | 'sold';

/** GET /api/users/{username}/listings?status=: one seller's active or sold listings. */
function getUserListings(params: {
  username: string;
  status: ListingStatus;
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<ListingPage> {
  const path = `/api/users/${encodeURIComponent(params.username)}/listings`;
  return apiGet(withQuery(path, { status: params.status, cursor: params.cursor }), params.signal);
}

function userListingsQueryOptions(username: string, status: ListingStatus) {
  return infiniteQueryOptions({
    queryKey: [`/api/users/${encodeURIComponent(username)}/listings`, { status }],
    queryFn: ({ pageParam, signal }) =>
      getUserListings({ username, status, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useUserListings(username: string, status: ListingStatus) {
  return useInfiniteQuery(userListingsQueryOptions(username, status));
}
