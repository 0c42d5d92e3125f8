import { formatPrice } from '@/shared/format';
import type { Executor } from '@/server/db/client';
import type { ListingChange } from '@/server/listings/change-service';
import { addNotifications, type NewNotification } from '@/server/notifications/service';
import { favouriters, listingForAlert } from './repository';

type Alert = Pick<NewNotification, 'kind' | 'title' | 'body'>;
type AlertListing = NonNullable<Awaited<ReturnType<typeof listingForAlert>>>;

/** The alert a change brings its favouriters, or null when it is not news to them. */
function alertFor(change: ListingChange, listing: AlertListing): Alert | null {
  if (change.kind === 'sold') {
    return {
      kind: 'sold',
      title: `Sold: ${listing.title}`,
      body: 'A listing you favourited has been sold.',
    };
  }
  if (change.kind !== 'discounted' && change.kind !== 'edited') return null;
  // Edits keep the price today (docs/product.md, Listing form); one that lowered it would be a drop.
  if (!(Number(listing.price) < Number(change.previousPrice))) return null;
  return {
    kind: 'price_drop',
    title: `Price drop: ${listing.title}, now ${formatPrice(listing.price)}`,
    body: `Was ${formatPrice(change.previousPrice)}`,
  };
}

/**
 * docs/product.md, Favourites: a price drop or a sale tells everyone who favourited the listing,
 * except its seller, in the transaction of the change.
 */
export async function alertFavouriters(tx: Executor, change: ListingChange): Promise<void> {
  if (change.kind === 'created') return;
  const listing = await listingForAlert(tx, change.listingId);
  const alert = listing && alertFor(change, listing);
  if (!alert) return;
  const people = await favouriters(tx, change.listingId, listing.sellerId);
  const url = `/listings/${change.listingId}`;
  await addNotifications(
    tx,
    people.map((userId) => ({ userId, ...alert, url })),
  );
}
