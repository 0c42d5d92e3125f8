import { DISCOUNT_BUMP_THRESHOLD_PERCENT } from '@/shared/constants';
import type { DiscountedListing, Listing } from '@/shared/schemas/listing';
import type { ListingSort } from '@/shared/listing-sorts';
import {
  LISTING_COUNT_CAP,
  listingsQuerySchema,
  type ListingCount,
  type ListingFilters,
} from '@/shared/schemas/listing-filters';
import { brandKeysOf } from '@/server/brands/brand-keys';
import type { Database, Executor } from '@/server/db/client';
import { BadRequest, NotFound } from '@/server/http/errors';
import type { SortCursor } from '@/server/http/sort-cursor';
import { weakEtag } from '@/server/http/etag';
import type { JsonBytes } from '@/server/http/prepared-body';
import type { ResponseCache } from '@/server/http/response-cache';
import { bumpWait, checkBumpCooldown } from '@/server/posts/bump-cooldown';
import { changeOwnOpenPost, type PostKind } from '@/server/posts/ownership';
import type { Storage } from '@/server/storage/storage';
import { recordTakedown } from '@/server/moderation/resolution';
import { decodeListingCursor, listingCursorAfter } from './feed-cursor';
import { afterListingChange, type ListingReactions } from './listing-events';
import { deleteUnusedFiles, filesOf, ownImages } from './listing-images';
import { compiledPage } from './compiled-pages';
import {
  findListingsPageJson,
  jsonArray,
  parsedListings,
  runListingsPage,
  type PageSpec,
} from './page-json';
import { priceRangeToPlan, type NodePlans } from './feed-query';
import { pricePlanOf } from './price-plan';
import { brandFilterPlanOf, brandsAddedSince, brandsHoldingOf, searchPlanOf } from './search-plan';
import { consumeDailyQuota } from '@/server/http/daily-quota';
import * as repository from './repository';

type ListingDeps = {
  db: Database;
  storage: Storage;
  feedCache: ResponseCache;
  listingReactions: ListingReactions;
};

function toListing(row: repository.ListingRow): Listing {
  return {
    id: row.id,
    sellerId: row.sellerId,
    seller: {
      username: row.sellerUsername,
      profileImageUrl: row.sellerProfileImageUrl,
      isAdmin: row.sellerIsAdmin,
    },
    title: row.title,
    description: row.description,
    brand: row.brand,
    category: row.category,
    size: row.size,
    condition: row.condition,
    price: row.price,
    originalPrice: row.originalPrice,
    isDiscounted: row.isDiscounted,
    isSold: row.isSold,
    soldAt: row.soldAt,
    createdAt: row.createdAt,
    bumpedAt: row.bumpedAt,
    discountedAt: row.discountedAt,
    images: row.images,
    thumbnails: row.thumbnails,
  };
}

/** A page query: the filters, the sort, the page size and where the page starts. */
type PageQuery = ListingFilters & { sort: ListingSort; limit: number; cursor?: string };

/** Whose listings: one seller's, or the feed's without the sellers the viewer blocked. */
type PageScope = { sellerId?: string; hiddenSellerIds?: readonly string[] };

/**
 * The query parts of a page in the query's sort (the feed's, or one seller's when sellerId is
 * set), with how its search text and price range are looked for when Node chose.
 */
export function listingsPageSpec(
  query: PageQuery,
  scope: PageScope = {},
  plans?: NodePlans,
): PageSpec {
  return pageSpecAt(query, decodeListingCursor(query.cursor, query.sort), scope, plans);
}

/** A page's query parts from where it starts (a decoded cursor). */
function pageSpecAt(
  { sort, limit, cursor: _raw, ...filters }: PageQuery,
  cursor: SortCursor | undefined,
  scope: PageScope,
  plans: NodePlans | undefined,
): PageSpec {
  return repository.listingsPageSpec({ limit, filters, sort, cursor, ...scope, plans });
}

/**
 * How Node chose to find a page's search text and price range (search-plan.ts, price-plan.ts),
 * and the brand keys of its brand filter and search text (brand-keys.ts).
 */
async function plansOf(db: Database, query: PageQuery): Promise<NodePlans> {
  // Decisions kept in memory, read from the database once a minute at most; keys once per text.
  const search = query.q ? await searchPlanOf(db, query.q, query.limit, query.sort) : undefined;
  const price = priceRangeToPlan(query, query.sort)
    ? await pricePlanOf(db, query.minPrice, query.maxPrice, query.limit)
    : undefined;
  const texts = [...(query.brand ?? []), ...(search === 'index' ? [query.q!] : [])];
  if (texts.length === 0) return { search, price };
  const keys = await brandKeysOf(db, texts);
  const brandKeys = query.brand?.length ? keys.slice(0, query.brand.length) : undefined;
  const searchKey = search === 'index' ? keys[keys.length - 1] : undefined;
  // Newest first, each brand's index is in the page's order (decision 044, amended).
  const searchBrands =
    searchKey && query.sort === 'newest' ? await brandsHoldingOf(db, searchKey) : undefined;
  const brandFilter =
    brandKeys && query.sort !== 'newest'
      ? await brandFilterPlanOf(db, brandKeys, query.limit)
      : undefined;
  return { search, price, brandKeys, searchKey, searchBrands, brandFilter };
}

/** A page's query parts as the routes run them, and the bench explains. */
export async function plannedPageSpec(
  db: Database,
  query: PageQuery,
  scope: PageScope = {},
): Promise<PageSpec> {
  return listingsPageSpec(query, scope, await plansOf(db, query));
}

/** A page's listings as JSON, its query compiled once per shape (compiled-pages.ts). */
function pageJson(db: Database, query: PageQuery, scope: PageScope, plans: NodePlans) {
  const start = decodeListingCursor(query.cursor, query.sort);
  const { cursor: _raw, ...shape } = query;
  const shapeKey = scope.hiddenSellerIds?.length
    ? undefined
    : JSON.stringify([
        shape,
        scope.sellerId ?? null,
        plans.search ?? null,
        plans.price ?? null,
        plans.searchBrands ?? null,
        plans.brandFilter ?? null,
      ]);
  const page = compiledPage(db, shapeKey, start, (at) => pageSpecAt(query, at, scope, plans));
  return runListingsPage(db, page);
}

/**
 * A page's response body as JSON text, `{"listings":[…],"nextCursor":…}` (the ListingPage shape):
 * PostgreSQL writes the listings (decision 021), Node only adds the cursor after the page's last
 * listing. Its ETag comes from what the listings' JSON was made from, not from the JSON. Its
 * query is compiled once per shape (compiled-pages.ts); a viewer's blocked sellers are not kept.
 */
async function pageBody(db: Database, query: PageQuery, scope: PageScope): Promise<JsonBytes> {
  const plans = await plansOf(db, query);
  let found = await pageJson(db, query, scope, plans);
  // Empty from the brands Node knew: nothing matches, or a brand was added since Node read them
  // (feed-query.ts, noBrandAddedSince). Then the brands table says which brands to read.
  const known = plans.searchBrands;
  if (found.listings.length === 0 && known && (await brandsAddedSince(db, known.added))) {
    found = await pageJson(db, query, scope, { ...plans, searchBrands: undefined });
  }
  const { listings, last, fingerprint } = found;
  const next = JSON.stringify(last ? listingCursorAfter(query.sort, last) : null);
  return {
    bytes: jsonArray(listings, '{"listings":[', `],"nextCursor":${next}}`),
    etag: weakEtag(`${fingerprint} ${next}`),
  };
}

/**
 * The first photo's thumbnail of each of the first `count` listings of the home feed (no search,
 * no filters, newest first), as its cards show them: what the home page preloads.
 */
export async function firstFeedThumbnails(db: Database, count: number): Promise<string[]> {
  const query = { ...listingsQuerySchema.parse({}), limit: count };
  const page = await findListingsPageJson(db, listingsPageSpec(query));
  const listings = parsedListings<Pick<Listing, 'thumbnails'>>(page);
  return listings.flatMap((listing) => listing.thumbnails.slice(0, 1));
}

/** GET /api/listings as JSON text, without the sellers the viewer blocked. */
export function listListings(
  db: Database,
  query: PageQuery,
  hiddenSellerIds: readonly string[] = [],
): Promise<JsonBytes> {
  return pageBody(db, query, { hiddenSellerIds });
}

/** GET /api/users/{username}/listings as JSON text. */
export function listSellerListings(
  db: Database,
  sellerId: string,
  query: PageQuery,
): Promise<JsonBytes> {
  return pageBody(db, query, { sellerId });
}

/**
 * How many listings match the filters (one seller's when sellerId is set, else the feed's as the
 * viewer sees it): exact up to LISTING_COUNT_CAP, beyond it the cap and `capped`
 * (docs/product.md, API).
 */
export async function countListings(
  db: Database,
  { sort, ...filters }: ListingFilters & { sort: ListingSort },
  scope: PageScope = {},
): Promise<ListingCount> {
  const found = await repository.countListings(db, { filters, sort, ...scope }, LISTING_COUNT_CAP);
  return found > LISTING_COUNT_CAP
    ? { count: LISTING_COUNT_CAP, capped: true }
    : { count: found, capped: false };
}

export async function getListing(db: Database, id: string): Promise<Listing> {
  const row = await repository.findListingById(db, id);
  if (!row) throw new NotFound('Listing not found');
  return toListing(row);
}

/** These listings in the order of `ids`, leaving out any that no longer exist. */
export async function getListingsInOrder(db: Database, ids: string[]): Promise<Listing[]> {
  const byId = new Map(
    (await repository.findListingsByIds(db, ids)).map((row) => [row.id, toListing(row)]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A new listing, within the seller's `perDay` new listings (docs/product.md, Safety, Quotas). */
export async function createListing(
  { db, storage, feedCache, listingReactions }: ListingDeps,
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
  feedCache.clear();
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
  { db, storage, feedCache }: ListingDeps,
  userId: string,
  id: string,
  change: (tx: Executor, row: repository.ListingLock) => Promise<string[] | void>,
): Promise<Listing> {
  const unusedUrls = await changeOwnOpenPost(db, listingKind, userId, id, change);
  await deleteUnusedFiles(db, storage, unusedUrls ?? []);
  feedCache.clear();
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
  { db, storage, feedCache }: ListingDeps,
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
  feedCache.clear();
  return resolved;
}
