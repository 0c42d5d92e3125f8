import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteIds } from '@/shared/schemas/favourite';
import { useAuth } from '@/client/lib/auth';
import { apiGet } from '@/client/lib/request';
import { FAVOURITE_IDS_KEY } from './favourite-keys';

/** GET /api/favourites/ids: every listing the reader favourited, read once for all the hearts. */
export const favouriteIdsQueryOptions = queryOptions({
  queryKey: FAVOURITE_IDS_KEY,
  queryFn: ({ signal }) => apiGet<FavouriteIds>('/api/favourites/ids', signal),
});

const asSet = (data: FavouriteIds) => new Set(data.ids);

/**
 * The ids as a set, for signed-in readers (visitors have none and ask nothing). Every heart on a
 * page shares this one query, so a grid of 48 cards costs one request.
 */
export function useFavouriteIds() {
  const { user } = useAuth();
  return useQuery({ ...favouriteIdsQueryOptions, enabled: user !== null, select: asSet });
}
