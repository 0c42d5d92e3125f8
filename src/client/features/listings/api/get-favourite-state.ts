import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavouriteState } from '@/shared/schemas/favourite';
import { apiGet } from '@/client/lib/request';
import { favouriteStateKey } from './favourite-keys';

/** GET /api/listings/{id}/favourite: the listing's count and the reader's own heart. */
export function favouriteStateQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: favouriteStateKey(listingId),
    queryFn: ({ signal }) => apiGet<FavouriteState>(favouriteStateKey(listingId)[0], signal),
  });
}

export function useFavouriteState(listingId: string) {
  return useQuery(favouriteStateQueryOptions(listingId));
}
