import type { Listing, ListingPage } from '@/shared/schemas/listing';
import type { ListingSort } from '@/shared/listing-sorts';
import {
  LISTING_COUNT_CAP,
  listingsQuerySchema,
  type ListingCount,
  type ListingFilters,
} from '@/shared/schemas/listing-filters';
import type { Database } from '@/server/db/client';
import type { SQL } from 'drizzle-orm';
import { NotFound } from '@/server/http/errors';
import { paginateBy } from '@/server/http/sort-cursor';
import { blockedIdsOf } from '@/server/blocks/service';
import { requireUserId } from '@/server/users/service';
import { decodeListingCursor, listingCursorAfter } from './feed-cursor';
import * as repository from './repository';

// The listings module's reads: pages of the feed and of a seller, counts, one listing.

/** A page query: the filters, the sort, the page size and where the page starts. */
type PageQuery = ListingFilters & { sort: ListingSort; limit: number; cursor?: string };

/** Whose listings: one seller's, or the feed's without the sellers the viewer blocked. */
type PageScope = { sellerId?: string; hiddenSellerIds?: readonly string[] };

/** One page of listings and the cursor of the next (docs/product.md, API, keyset pages). */
async function listingsPage(
  db: Database,
  { sort, limit, cursor, ...filters }: PageQuery,
  scope: PageScope,
): Promise<ListingPage> {
  const rows = await repository.listingsPageQuery(db, {
    filters,
    sort,
    limit,
    cursor: decodeListingCursor(cursor, sort),
    ...scope,
  });
  const { page, nextCursor } = paginateBy(rows, limit, (last) => listingCursorAfter(sort, last));
  return { listings: page, nextCursor };
}

/** GET /api/listings: the feed, without the sellers the viewer blocked. */
export function listListings(
  db: Database,
  query: PageQuery,
  hiddenSellerIds: readonly string[] = [],
): Promise<ListingPage> {
  return listingsPage(db, query, { hiddenSellerIds });
}

/** GET /api/users/{username}/listings */
export function listSellerListings(
  db: Database,
  sellerId: string,
  query: PageQuery,
): Promise<ListingPage> {
  return listingsPage(db, query, { sellerId });
}

/**
 * The first photo's thumbnail of each of the first `count` listings of the home feed (no search,
 * no filters, newest first), as its cards show them: what the home page preloads.
 */
export async function firstFeedThumbnails(db: Database, count: number): Promise<string[]> {
  const { listings } = await listListings(db, { ...listingsQuerySchema.parse({}), limit: count });
  return listings.flatMap((listing) => listing.thumbnails.slice(0, 1));
}

/** The sellers whose listings leave `viewerId`'s feed: those they blocked; none for a visitor. */
export function hiddenSellersFor(db: Database, viewerId: string | undefined): Promise<string[]> {
  return viewerId ? blockedIdsOf(db, viewerId) : Promise.resolve([]);
}

/** GET /api/listings/count?seller=: one seller's count is their profile's, which a block leaves as it is. */
export async function countSellerListings(
  db: Database,
  filters: ListingFilters & { sort: ListingSort },
  sellerUsername: string,
): Promise<ListingCount> {
  return countListings(db, filters, { sellerId: await requireUserId(db, sellerUsername) });
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
  const listing = await repository.findListingById(db, id);
  if (!listing) throw new NotFound('Listing not found');
  return listing;
}

/** These listings in the order of `ids`, leaving out any that no longer exist. */
export async function getListingsInOrder(db: Database, ids: string[]): Promise<Listing[]> {
  const byId = new Map(
    (await repository.findListingsByIds(db, ids)).map((listing) => [listing.id, listing]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The listings `where` picks, newest first, at most `limit` (a WTB request's matches). */
export async function newestListingsWhere(
  db: Database,
  where: SQL | undefined,
  limit: number,
): Promise<Listing[]> {
  return repository.findNewestListingsWhere(db, where, limit);
}
