import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListingSort } from '@/shared/listing-sorts';
import type { Listing } from '@/shared/schemas/listing';
import type { ListingFilters } from '@/shared/schemas/listing-filters';
import type { Executor } from '@/server/db/client';
import { listingImages, listings, users } from '@/server/db/schema';
import { shownOwner } from '@/server/blocks/query-parts';
import { isoTimestamp } from '@/server/db/sql-helpers';
import type { SortCursor } from '@/server/http/sort-cursor';
import { listingMatchKeys } from '@/server/matching/query-parts';
import {
  afterListingCursor,
  listingFilterWhere,
  listingOrder,
  listingSortWhere,
  type ListingOrder,
} from './feed-query';

/**
 * Listings in the API's Listing shape (src/shared/schemas/listing.ts, the one contract: the
 * compiler holds this select to it), with their seller and their photos in order, one round trip. The listings are picked
 * first (filter, order, limit on the listings table alone) and only those rows are joined to
 * their seller and folded images: with the joins inside, PostgreSQL misjudges rare-brand
 * searches and walks the whole feed index.
 */
function selectListings(
  db: Executor,
  where: SQL | undefined,
  orderBy: ListingOrder,
  limit: number,
) {
  const page = db
    .select()
    .from(listings)
    .where(where)
    .orderBy(...orderBy())
    .limit(limit)
    .as('l');
  const photos = db
    .select({
      images: sql<
        string[] | null
      >`array_agg(${listingImages.url} order by ${listingImages.position})`.as('images'),
      thumbnails: sql<
        string[] | null
      >`array_agg(${listingImages.thumbnailUrl} order by ${listingImages.position})`.as(
        'thumbnails',
      ),
    })
    .from(listingImages)
    .where(eq(listingImages.listingId, page.id))
    .as('im');
  return db
    .select({
      id: page.id,
      sellerId: page.sellerId,
      seller: {
        username: users.username,
        profileImageUrl: users.profileImageUrl,
        isAdmin: users.isAdmin,
      },
      title: page.title,
      description: page.description,
      brand: page.brand,
      category: page.category,
      size: page.size,
      condition: page.condition,
      price: page.price,
      originalPrice: page.originalPrice,
      isDiscounted: page.isDiscounted,
      isSold: page.isSold,
      soldAt: isoTimestamp(page.soldAt),
      createdAt: isoTimestamp(page.createdAt),
      bumpedAt: isoTimestamp(page.bumpedAt),
      discountedAt: isoTimestamp(page.discountedAt),
      images: sql<string[]>`coalesce(${photos.images}, '{}')`,
      thumbnails: sql<string[]>`coalesce(${photos.thumbnails}, '{}')`,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.sellerId))
    .leftJoinLateral(photos, sql`true`)
    .orderBy(...orderBy(page));
}

/** A page of listings: filtered, in one sort, after a keyset position. */
export type ListingsPageOptions = {
  limit: number;
  filters: Partial<ListingFilters>;
  sort: ListingSort;
  cursor?: SortCursor;
  sellerId?: string;
  /** Sellers the viewer blocked: their listings leave the feed (not one seller's page). */
  hiddenSellerIds?: readonly string[];
};

/**
 * The WHERE of a page: its seller (or, in the feed, no suspended seller nor one the viewer
 * blocked), its filters, its sort's rows and its keyset position.
 */
function pageWhere(options: Omit<ListingsPageOptions, 'limit'>): SQL | undefined {
  return and(
    options.sellerId === undefined
      ? shownOwner(listings.sellerId, options.hiddenSellerIds)
      : eq(listings.sellerId, options.sellerId),
    listingFilterWhere(options.filters),
    listingSortWhere(options.sort),
    afterListingCursor(options.sort, options.cursor),
  );
}

/**
 * A page of listings and one more row, which says whether a next page exists: one query,
 * planned by PostgreSQL for its values, served by the indexes of decision 019.
 */
export function listingsPageQuery(db: Executor, options: ListingsPageOptions) {
  return selectListings(db, pageWhere(options), listingOrder(options.sort), options.limit + 1);
}

/** Listings that `where` picks, newest first, at most `limit` (a request's matches). */
export function findNewestListingsWhere(
  db: Executor,
  where: SQL | undefined,
  limit: number,
): Promise<Listing[]> {
  return selectListings(db, where, listingOrder('newest'), limit);
}

/**
 * How many listings match, counting at most `cap + 1`: the count stops early (a subquery with a
 * limit), so a broad filter over a million listings costs no more than `cap` index entries.
 */
export async function countListings(
  db: Executor,
  options: Pick<ListingsPageOptions, 'filters' | 'sort' | 'sellerId' | 'hiddenSellerIds'>,
  cap: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(listings)
    .where(pageWhere(options))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ count: count() }).from(matching);
  return row?.count ?? 0;
}

export async function findListingById(db: Executor, id: string): Promise<Listing | undefined> {
  const [row] = await selectListings(db, eq(listings.id, id), listingOrder('newest'), 1);
  return row;
}

/** These listings (those that exist), in no particular order. */
export async function findListingsByIds(db: Executor, ids: string[]): Promise<Listing[]> {
  if (ids.length === 0) return [];
  return selectListings(db, inArray(listings.id, ids), listingOrder('newest'), ids.length);
}

/**
 * Of these image URLs, the ones some listing still shows, as a photo or as a thumbnail (one
 * uploaded photo may be on several listings of its seller).
 */
export async function imageUrlsInUse(db: Executor, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: listingImages.url })
    .from(listingImages)
    .where(inArray(listingImages.url, urls))
    .union(
      db
        .select({ url: listingImages.thumbnailUrl })
        .from(listingImages)
        .where(inArray(listingImages.thumbnailUrl, urls)),
    );
  return new Set(rows.map((row) => row.url));
}

export type ListingFields = Pick<
  typeof listings.$inferInsert,
  'title' | 'description' | 'brand' | 'category' | 'size' | 'condition'
>;
export type ListingImage = Pick<typeof listingImages.$inferSelect, 'url' | 'thumbnailUrl'> &
  Partial<Pick<typeof listingImages.$inferSelect, 'width' | 'height'>>;

/**
 * Just the columns a seller edits (the request body that arrives here also carries its photos),
 * with the brand and size keys WTB matching compares.
 */
function writableFields(input: ListingFields) {
  const { title, description, brand, category, size, condition } = input;
  return { title, description, brand, category, size, condition, ...listingMatchKeys(input) };
}

export async function insertListing(
  db: Executor,
  sellerId: string,
  fields: ListingFields,
  price: string,
): Promise<string> {
  const [row] = await db
    .insert(listings)
    .values({ sellerId, ...writableFields(fields), price })
    .returning({ id: listings.id });
  return row!.id;
}

/** Photos are replaced only in the transaction that also writes their listing's row. */
export async function replaceImages(
  db: Executor,
  listingId: string,
  images: ListingImage[],
): Promise<void> {
  await db.delete(listingImages).where(eq(listingImages.listingId, listingId));
  if (images.length === 0) return;
  await db
    .insert(listingImages)
    .values(images.map((image, position) => ({ listingId, position, ...image })));
}

export async function imagesOf(db: Executor, listingId: string): Promise<ListingImage[]> {
  return db
    .select({ url: listingImages.url, thumbnailUrl: listingImages.thumbnailUrl })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId))
    .orderBy(listingImages.position);
}

/** Locks the listing's row until the transaction ends: two writes to one listing never interleave. */
export async function lockListing(db: Executor, id: string) {
  const [row] = await db
    .select({
      sellerId: listings.sellerId,
      isSold: listings.isSold,
      price: listings.price,
      lastBumpedAt: listings.lastBumpedAt,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(eq(listings.id, id))
    .for('update');
  return row;
}
export type ListingLock = NonNullable<Awaited<ReturnType<typeof lockListing>>>;

export async function updateListingFields(
  db: Executor,
  id: string,
  fields: ListingFields,
): Promise<void> {
  await db.update(listings).set(writableFields(fields)).where(eq(listings.id, id));
}

export async function markSold(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(listings).set({ isSold: true, soldAt: at }).where(eq(listings.id, id));
}

export async function markBumped(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(listings).set({ bumpedAt: at, lastBumpedAt: at }).where(eq(listings.id, id));
}

/**
 * The first discount keeps the price it started from in original_price; every discount stamps
 * discounted_at (the recently-reduced sort). A discount that moves the listing to the top counts
 * as its bump, so the 24-hour cooldown starts again.
 */
export async function applyDiscount(
  db: Executor,
  id: string,
  newPrice: string,
  at: Date,
  moveToTop: boolean,
): Promise<void> {
  await db
    .update(listings)
    .set({
      originalPrice: sql`coalesce(${listings.originalPrice}, ${listings.price})`,
      price: newPrice,
      isDiscounted: true,
      discountedAt: at,
      ...(moveToTop && { bumpedAt: at, lastBumpedAt: at }),
    })
    .where(eq(listings.id, id));
}

/** Conversations keep their messages; the foreign key sets their listing to null. */
export async function deleteListing(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(listings)
    .where(eq(listings.id, id))
    .returning({ id: listings.id });
  return deleted.length > 0;
}
