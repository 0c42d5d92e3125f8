import { BUMP_COOLDOWN_HOURS, DISCOUNT_BUMP_THRESHOLD_PERCENT } from '@/shared/constants';
import type { Listing } from '@/shared/schemas/listing';
import type { Database } from '@/server/db/client';
import { formatWait } from '@/server/http/cooldown';
import { BadRequest, Conflict, Forbidden, HttpError, NotFound } from '@/server/http/errors';
import type { ResponseCache } from '@/server/http/response-cache';
import type { Storage } from '@/server/storage/storage';
import { isThumbnailKey, thumbnailKeyFor } from '@/server/uploads/keys';
import { imageUrlsInUse } from './repository';
import { getListing } from './service';
import * as repository from './write-repository';

const BUMP_COOLDOWN_MS = BUMP_COOLDOWN_HOURS * 60 * 60 * 1000;
const FOREIGN_IMAGE = 'Images must be photos you uploaded to Rotation for this listing';

export type ListingDeps = { db: Database; storage: Storage; feedCache: ResponseCache };
type Executor = Pick<Database, 'execute'>;

/**
 * The listing's photos, checked: each URL must be a display image this server stored under the
 * seller's own prefix (never a thumbnail, another user's file, an external or javascript: URL).
 */
async function ownImages(
  storage: Storage,
  userId: string,
  urls: string[],
): Promise<repository.ListingImage[]> {
  const images: repository.ListingImage[] = [];
  for (const url of urls) {
    const key = storage.keyFor(url);
    if (!key || !key.startsWith(`${userId}/`) || isThumbnailKey(key) || !key.endsWith('.webp')) {
      throw new BadRequest(FOREIGN_IMAGE);
    }
    const thumbnailKey = thumbnailKeyFor(key);
    const [display, thumbnail] = await Promise.all([storage.get(key), storage.get(thumbnailKey)]);
    if (!display || !thumbnail) throw new BadRequest(FOREIGN_IMAGE);
    images.push({ url, thumbnailUrl: storage.urlFor(thumbnailKey) });
  }
  if (new Set(urls).size !== urls.length)
    throw new BadRequest('Each photo can be used once per listing');
  return images;
}

export async function createListing(
  { db, storage, feedCache }: ListingDeps,
  sellerId: string,
  input: repository.ListingFields & { price: string; images: string[] },
): Promise<Listing> {
  const images = await ownImages(storage, sellerId, input.images);
  const id = await db.transaction(async (tx) => {
    const newId = await repository.insertListing(tx, sellerId, input, input.price);
    await repository.replaceImages(tx, newId, images);
    return newId;
  });
  feedCache.clear();
  return getListing(db, id);
}

/**
 * A change to one listing by its seller while it is unsold, in a transaction holding its row lock.
 * Returns the image URLs the listing stopped using; their files are deleted once the transaction
 * has committed, unless another listing shows them.
 */
async function changeOwnUnsoldListing(
  { db, storage, feedCache }: ListingDeps,
  userId: string,
  id: string,
  change: (tx: Executor, row: repository.ListingLock) => Promise<string[] | void>,
): Promise<Listing> {
  const unusedUrls = await db.transaction(async (tx) => {
    const row = await repository.lockListing(tx, id);
    if (!row) throw new NotFound('Listing not found');
    if (row.sellerId !== userId) throw new Forbidden('Only the seller can change this listing');
    if (row.isSold) throw new Conflict('This listing has been sold and can no longer be changed');
    return (await change(tx, row)) ?? [];
  });
  await deleteUnusedFiles(db, storage, unusedUrls);
  feedCache.clear();
  return getListing(db, id);
}

/**
 * Deletes the stored files behind these URLs that no listing shows. One uploaded photo may be on
 * two listings of its seller, so a file one listing dropped may still be another's. Called after
 * the change has committed: a concurrent change that drops the same photo from the other listing
 * then sees this one's rows gone, so the last of the two deletes the file.
 */
async function deleteUnusedFiles(db: Database, storage: Storage, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const inUse = await imageUrlsInUse(db, urls);
  const keys = urls
    .filter((url) => !inUse.has(url))
    .map((url) => storage.keyFor(url))
    .filter((key): key is string => key !== null);
  await Promise.all(keys.map((key) => storage.delete(key)));
}

export function updateListing(
  deps: ListingDeps,
  userId: string,
  id: string,
  input: repository.ListingFields & { images: string[] },
) {
  return changeOwnUnsoldListing(deps, userId, id, async (tx) => {
    const images = await ownImages(deps.storage, userId, input.images);
    const before = await repository.imagesOf(tx, id);
    await repository.updateListingFields(tx, id, input);
    await repository.replaceImages(tx, id, images);
    const kept = new Set(images.map((image) => image.url));
    return before
      .filter((image) => !kept.has(image.url))
      .flatMap((image) => [image.url, image.thumbnailUrl]);
  });
}

export function markListingSold(deps: ListingDeps, userId: string, id: string, now = new Date()) {
  return changeOwnUnsoldListing(deps, userId, id, (tx) => repository.markSold(tx, id, now));
}

/** Milliseconds until the listing may move to the top again (0 or less: now). */
function bumpWait(row: repository.ListingLock, now: Date): number {
  return row.lastBumpAt.getTime() + BUMP_COOLDOWN_MS - now.getTime();
}

/** Moves the listing to the top of the feed; once per 24 hours (creation counts as a bump). */
export function bumpListing(deps: ListingDeps, userId: string, id: string, now = new Date()) {
  return changeOwnUnsoldListing(deps, userId, id, async (tx, row) => {
    const wait = bumpWait(row, now);
    if (wait > 0) {
      throw new HttpError(
        429,
        `You can bump a listing once every ${BUMP_COOLDOWN_HOURS} hours. You can bump this one again in ${formatWait(wait)}.`,
      );
    }
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
): Promise<Listing & { movedToTop: boolean }> {
  let movedToTop = false;
  const listing = await changeOwnUnsoldListing(deps, userId, id, async (tx, row) => {
    const current = Number(row.price);
    // Cents are what is stored, so compare what will be stored.
    const next = Number(Number(newPrice).toFixed(2));
    if (!(next < current)) throw new BadRequest('New price must be lower than current price');
    const percentOff = (1 - next / current) * 100;
    movedToTop = percentOff >= DISCOUNT_BUMP_THRESHOLD_PERCENT && bumpWait(row, now) <= 0;
    await repository.applyDiscount(tx, id, next.toFixed(2), movedToTop ? now : null);
  });
  return { ...listing, movedToTop };
}

/** Admins only (the route's guard): the listing, its photos and its conversations' link to it. */
export async function deleteListingAsAdmin(
  { db, storage, feedCache }: ListingDeps,
  id: string,
): Promise<void> {
  const images = await db.transaction(async (tx) => {
    const before = await repository.imagesOf(tx, id);
    // Conversations keep their messages; the foreign key sets their listing to null.
    if (!(await repository.deleteListing(tx, id))) throw new NotFound('Listing not found');
    return before;
  });
  await deleteUnusedFiles(
    db,
    storage,
    images.flatMap((image) => [image.url, image.thumbnailUrl]),
  );
  feedCache.clear();
}
