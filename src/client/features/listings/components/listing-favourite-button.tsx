import { useFavouriteState } from '@/client/features/listings/api/get-favourite-state';
import { FavouriteButton } from './favourite-button';

/**
 * The detail page's heart beside the price, with how many people favourited the listing (docs/
 * product.md, Listing detail page). Until the count arrives the heart shows unpressed without one.
 */
export function ListingFavouriteButton({ listingId }: { listingId: string }) {
  const state = useFavouriteState(listingId);
  const count = state.data?.count;
  return (
    <div className="flex shrink-0 items-center">
      <FavouriteButton listingId={listingId} favourited={state.data?.favourited ?? false} />
      {count !== undefined && (
        <p className="min-w-4 text-sm font-medium tabular-nums">
          {count.toLocaleString('en-US')}
          <span className="sr-only"> {count === 1 ? 'favourite' : 'favourites'}</span>
        </p>
      )}
    </div>
  );
}
