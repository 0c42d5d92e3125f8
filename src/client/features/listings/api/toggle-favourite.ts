import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FavouriteIds, FavouriteState } from '@/shared/schemas/favourite';
import { toastFailure } from '@/client/lib/mutation-toasts';
import { request } from '@/client/lib/request';
import { FAVOURITE_IDS_KEY, FAVOURITES_KEY, favouriteStateKey } from './favourite-keys';

/** POST (heart) or DELETE (un-heart) /api/listings/{id}/favourite; both answer the new state. */
function setFavourite(listingId: string, favourited: boolean): Promise<FavouriteState> {
  return request<FavouriteState>(favourited ? 'POST' : 'DELETE', favouriteStateKey(listingId)[0]);
}

/** Shows the heart as wanted at once, in every cache that holds it; returns how to undo that. */
function applyOptimistically(queryClient: QueryClient, listingId: string, favourited: boolean) {
  const stateKey = favouriteStateKey(listingId);
  const ids = queryClient.getQueryData<FavouriteIds>(FAVOURITE_IDS_KEY);
  const state = queryClient.getQueryData<FavouriteState>(stateKey);
  if (ids) {
    const others = ids.ids.filter((id) => id !== listingId);
    queryClient.setQueryData<FavouriteIds>(FAVOURITE_IDS_KEY, {
      ids: favourited ? [listingId, ...others] : others,
    });
  }
  if (state && state.favourited !== favourited) {
    queryClient.setQueryData<FavouriteState>(stateKey, {
      favourited,
      count: Math.max(0, state.count + (favourited ? 1 : -1)),
    });
  }
  return () => {
    queryClient.setQueryData(FAVOURITE_IDS_KEY, ids);
    queryClient.setQueryData(stateKey, state);
  };
}

/**
 * docs/product.md, Listing card and Listing detail page: the heart turns at once; a failure puts
 * it back and says so in a toast. The Favourites page is read again afterwards.
 */
export function useToggleFavourite(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (favourited: boolean) => setFavourite(listingId, favourited),
    onMutate: async (favourited) => {
      // An answer already on its way would otherwise overwrite the optimistic heart.
      await queryClient.cancelQueries({ queryKey: FAVOURITE_IDS_KEY });
      await queryClient.cancelQueries({ queryKey: favouriteStateKey(listingId) });
      return { undo: applyOptimistically(queryClient, listingId, favourited) };
    },
    onSuccess: (state) => queryClient.setQueryData(favouriteStateKey(listingId), state),
    onError: (error, favourited, context) => {
      context?.undo();
      toastFailure(
        error,
        favourited ? 'Failed to add to favourites' : 'Failed to remove from favourites',
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
