import type { Executor } from '@/server/db/client';
import { notifySavedSearches } from '@/server/saved-searches/alerts-service';
import { alertFavouriters } from '@/server/favourites/alerts-service';
import { alertListingMatches } from '@/server/matching/service';

/**
 * A change to a listing that others may be told about: buyers whose WTB requests it now matches,
 * people who favourited it, owners of saved searches it fits (docs/product.md, Notifications).
 * `previousPrice` is the price before an edit or a discount.
 */
export type ListingChange =
  | { kind: 'created'; listingId: string }
  | { kind: 'edited'; listingId: string; previousPrice: string }
  | { kind: 'discounted'; listingId: string; previousPrice: string }
  | { kind: 'sold'; listingId: string };

/**
 * Runs every reaction to a listing change inside the transaction that made it, after the change
 * is written: what it notifies exists exactly when the change does, and is never sent for a
 * change that rolled back.
 */
export async function afterListingChange(
  tx: Executor,
  change: ListingChange,
  reactions: ListingReactions,
): Promise<void> {
  for (const react of reactions) await react(tx, change);
}

type Reaction = (tx: Executor, change: ListingChange) => Promise<void>;
export type ListingReactions = readonly Reaction[];

/**
 * Each reaction reads the listing as the transaction now sees it. WTB match alerts can be
 * switched off (WTB_MATCHING=off); favourites and saved searches always run.
 */
export function listingReactions({ wtbMatching }: { wtbMatching: boolean }): ListingReactions {
  return [...(wtbMatching ? [alertListingMatches] : []), alertFavouriters, notifySavedSearches];
}
