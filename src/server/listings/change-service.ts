import { DISCOUNT_BUMP_THRESHOLD_PERCENT } from '@/shared/constants';
import type { DiscountedListing, Listing } from '@/shared/schemas/listing';
import type { Database, Executor } from '@/server/db/client';
import { BadRequest, NotFound } from '@/server/http/errors';
import { consumeDailyQuota } from '@/server/http/daily-quota';
import { bumpWait, checkBumpCooldown } from '@/server/posts/bump-cooldown';
import { changeOwnOpenPost, type PostKind } from '@/server/posts/ownership';
import type { Storage } from '@/server/storage/storage';
import { recordTakedown } from '@/server/moderation/resolution-service';
import { afterListingChange, type ListingReactions } from './listing-events';
import { deleteUnusedFiles, filesOf, ownImages } from './listing-images';
import { getListing } from './read-service';
import * as repository from './repository';

// The listings module's changes: a seller's own listing, and an admin's takedown.

/** What favourites, matching and saved searches are told of a listing change. */
export type { ListingChange } from './listing-events';
/** Tells every instance's feed cache to forget, for a change no trigger reports (a suspension). */
export { notifyFeedChanged } from './feed-cache-invalidation';

type ListingDeps = {
  db: Database;
  storage: Storage;
  listingReactions: ListingReactions;
};

/** A new listing, within the seller's `perDay` new listings (docs/product.md, Safety, Quotas). */
export async function createListing(
  { db, storage, listingReactions }: ListingDeps,
  sellerId: string,
  input: repository.ListingFields & { price: string; images: string[] },
  perDay: number,
): Promise<Listing> {
  const images = await ownImages(storage, sellerId, input.images);
  const id = await db.transaction(async (tx) => {
    await consumeDailyQuota(tx, 'listings', sellerId, perDay);
    const newId = await repository.insertListing(tx, sellerId, input, input.price);
    await repository.replaceImages(tx, newId, images);
    await afterListingChange(tx, { kind: 'created', listingId: newId }, listingReactions);
    return newId;
  });
  // The listings' triggers clear every instance's feed cache when this commits (decision 022).
  return getListing(db, id);
}

const listingKind: PostKind<repository.ListingLock> = {
  lock: repository.lockListing,
  authorOf: (row) => row.sellerId,
  isClosed: (row) => row.isSold,
  notFound: 'Listing not found',
  notAuthor: 'Only the seller can change this listing',
  closed: 'This listing has been sold and can no longer be changed',
};

/**
 * A change to one listing by its seller while it is unsold, in a transaction holding its row lock.
 * `change` returns the image URLs the listing stopped using; their files are deleted once the
 * transaction has committed, unless another listing shows them.
 */
async function changeOwnUnsoldListing(
  { db, storage }: ListingDeps,
  userId: string,
  id: string,
  change: (tx: Executor, row: repository.ListingLock) => Promise<string[] | void>,
): Promise<Listing> {
  const unusedUrls = await changeOwnOpenPost(db, listingKind, userId, id, change);
  await deleteUnusedFiles(db, storage, unusedUrls ?? []);
  return getListing(db, id);
}

export function updateListing(
  deps: ListingDeps,
  userId: string,
  id: string,
  input: repository.ListingFields & { images: string[] },
) {
  return changeOwnUnsoldListing(deps, userId, id, async (tx, row) => {
    const images = await ownImages(deps.storage, userId, input.images);
    const before = await repository.imagesOf(tx, id);
    await repository.updateListingFields(tx, id, input);
    await repository.replaceImages(tx, id, images);
    await afterListingChange(
      tx,
      { kind: 'edited', listingId: id, previousPrice: row.price },
      deps.listingReactions,
    );
    const kept = new Set(images.map((image) => image.url));
    return filesOf(before.filter((image) => !kept.has(image.url)));
  });
}

export function markListingSold(deps: ListingDeps, userId: string, id: string, now = new Date()) {
  return changeOwnUnsoldListing(deps, userId, id, (tx) =>
    markSoldInTransaction(tx, deps.listingReactions, id, now),
  );
}

/**
 * Mark as Sold's change inside the caller's transaction (a confirmed deal): the same reactions
 * (favourites, matching). The caller has locked the unsold row and clears the feed cache after
 * it commits.
 */
export async function markSoldInTransaction(
  tx: Executor,
  listingReactions: ListingReactions,
  id: string,
  now: Date,
): Promise<void> {
  await repository.markSold(tx, id, now);
  await afterListingChange(tx, { kind: 'sold', listingId: id }, listingReactions);
}

/** Moves the listing to the top of the feed; once per 24 hours (creation counts as a bump). */
export function bumpListing(deps: ListingDeps, userId: string, id: string, now = new Date()) {
  return changeOwnUnsoldListing(deps, userId, id, async (tx, row) => {
    checkBumpCooldown('listing', row, now);
    await repository.markBumped(tx, id, now);
  });
}

/**
 * A lower price; 10% or more off the current price also moves the listing to the top, but only
 * when the bump cooldown allows it (it then counts as the bump): otherwise repeated small
 * discounts would keep a listing on top. The discount applies either way; `movedToTop` says which.
 */
export async function discountListing(
  deps: ListingDeps,
  userId: string,
  id: string,
  newPrice: string,
  now = new Date(),
): Promise<DiscountedListing> {
  let movedToTop = false;
  const listing = await changeOwnUnsoldListing(deps, userId, id, async (tx, row) => {
    const current = Number(row.price);
    // Cents are what is stored, so compare what will be stored.
    const next = Number(Number(newPrice).toFixed(2));
    if (!(next < current)) throw new BadRequest('New price must be lower than current price');
    const percentOff = (1 - next / current) * 100;
    movedToTop = percentOff >= DISCOUNT_BUMP_THRESHOLD_PERCENT && bumpWait(row, now) <= 0;
    await repository.applyDiscount(tx, id, next.toFixed(2), now, movedToTop);
    await afterListingChange(
      tx,
      { kind: 'discounted', listingId: id, previousPrice: row.price },
      deps.listingReactions,
    );
  });
  return { ...listing, movedToTop };
}

/**
 * Admins only (the route's guard): the listing, its photos and its conversations' link to it. The
 * audit log keeps who and why, and the open reports on it are resolved (docs/product.md, Safety,
 * Moderation). Returns how many reports that closed.
 */
export async function deleteListingAsAdmin(
  { db, storage }: ListingDeps,
  id: string,
  by: { adminId: string; reason: string },
): Promise<number> {
  const { images, resolved } = await db.transaction(async (tx) => {
    const before = await repository.imagesOf(tx, id);
    if (!(await repository.deleteListing(tx, id))) throw new NotFound('Listing not found');
    const closed = await recordTakedown(tx, by, { targetType: 'listing', targetId: id }, 'delete');
    return { images: before, resolved: closed };
  });
  await deleteUnusedFiles(db, storage, filesOf(images));
  return resolved;
}
