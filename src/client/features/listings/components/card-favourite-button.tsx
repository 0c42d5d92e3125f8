import { clsx } from 'clsx';
import { useFavouriteIds } from '@/client/features/listings/api/get-favourite-ids';
import { FavouriteButton } from './favourite-button';

/**
 * The card's heart, over the photo's top-right corner (left of the card menu when there is one).
 * Its state comes from the reader's one list of favourite ids, not a request per card.
 */
export function CardFavouriteButton({
  listingId,
  besideMenu,
}: {
  listingId: string;
  besideMenu: boolean;
}) {
  const ids = useFavouriteIds();
  return (
    <FavouriteButton
      listingId={listingId}
      favourited={ids.data?.has(listingId) ?? false}
      className={clsx('absolute top-0.5 z-10', besideMenu ? 'right-10' : 'right-0.5')}
    />
  );
}
