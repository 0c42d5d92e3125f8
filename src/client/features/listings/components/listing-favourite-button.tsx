import { useFavouriteState } from '@/client/features/listings/api/get-favourite-state';
import { FavouriteButton } from './favourite-button';

/**
 * The detail page's heart beside the price, with how many people favourited the listing. Until
 * the count arrives the heart shows unpressed without one.
 */
export function ListingFavouriteButton({ listingId }: { listingId: string }) {
  const state = useFavouriteState(listingId);
  return (
    <FavouriteButton
      listingId={listingId}
      favourited={state.data?.favourited ?? false}
      count={state.data?.count}
    />
  );
}
