import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage } from '@/shared/schemas/listing';
import { apiGet, withQuery } from '@/client/lib/request';
import { FAVOURITES_KEY } from './favourite-keys';

/** GET /api/favourites: the reader's favourites, most recently favourited first, sold included. */
const favouritesQueryOptions = infiniteQueryOptions({
  queryKey: FAVOURITES_KEY,
  queryFn: ({ pageParam, signal }) =>
    apiGet<ListingPage>(withQuery('/api/favourites', { cursor: pageParam }), signal),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.nextCursor,
});

export function useFavourites() {
  return useInfiniteQuery(favouritesQueryOptions);
}
