import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lte,
  ne,
  not,
  sql,
  type Column,
  type Placeholder,
} from 'drizzle-orm';
import type { WtbListing } from '@/shared/schemas/wtb';
import { hasBlocked } from '@/server/blocks/query-parts';
import type { Executor } from '@/server/db/client';
import { listings, wtbListings, wtbMatchAlerts } from '@/server/db/schema';
import { selectWtb, toWtbListing } from '@/server/wtb/query-parts';
import { ANY_SIZE_KEY } from './query-parts';

/** A listing as matching compares it: its keys, price and seller (docs/product.md, WTB matches). */
export type ListingToMatch = {
  matchBrand: string;
  matchSize: string;
  price: string;
  sellerId: string;
};

/** A request as matching compares it. */
export type RequestToMatch = {
  id: string;
  buyerId: string;
  matchBrand: string;
  matchSize: string;
  maxPrice: string;
};

/**
 * The open requests a listing with these keys, price and seller matches: one range scan of
 * wtb_open_match_idx (brand, then its size or any size, then budgets from the price up). The
 * listing is given by its values, or by the columns of a listing row the query joins.
 */
function requestsMatching(listing: { [Field in keyof ListingToMatch]: string | Column }) {
  return and(
    eq(wtbListings.matchBrand, listing.matchBrand),
    sql`${wtbListings.matchSize} in (${listing.matchSize}, ${ANY_SIZE_KEY})`,
    gte(wtbListings.maxPrice, listing.price),
    not(wtbListings.isFulfilled),
    ne(wtbListings.buyerId, listing.sellerId),
  );
}

/** The available listings a request matches (listings_available_match_idx). */
export function listingsMatching(request: RequestToMatch) {
  return and(
    eq(listings.matchBrand, request.matchBrand),
    request.matchSize === ANY_SIZE_KEY ? undefined : eq(listings.matchSize, request.matchSize),
    lte(listings.price, request.maxPrice),
    not(listings.isSold),
    ne(listings.sellerId, request.buyerId),
  );
}

export async function findListingToMatch(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      brand: listings.brand,
      size: listings.size,
      price: listings.price,
      sellerId: listings.sellerId,
      isSold: listings.isSold,
      matchBrand: listings.matchBrand,
      matchSize: listings.matchSize,
    })
    .from(listings)
    .where(eq(listings.id, id));
  return row;
}

export async function findRequestToMatch(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: wtbListings.id,
      buyerId: wtbListings.buyerId,
      isFulfilled: wtbListings.isFulfilled,
      matchBrand: wtbListings.matchBrand,
      matchSize: wtbListings.matchSize,
      maxPrice: wtbListings.maxPrice,
    })
    .from(wtbListings)
    .where(eq(wtbListings.id, id));
  return row;
}

/** Up to `limit` of the open requests the listing matches, newest first, and how many there are. */
export async function findMatchingRequests(
  db: Executor,
  listing: ListingToMatch,
  limit: number,
): Promise<{ count: number; requests: WtbListing[] }> {
  const where = requestsMatching(listing);
  const [rows, [total]] = await Promise.all([
    selectWtb(db)
      .where(where)
      .orderBy(desc(wtbListings.bumpedAt), desc(wtbListings.id))
      .limit(limit),
    db.select({ count: count() }).from(wtbListings).where(where),
  ]);
  return { count: total?.count ?? 0, requests: rows.map(toWtbListing) };
}

/**
 * Records every open request the listing matches as alerted, in one statement, and answers those
 * not alerted before, or priced out since (a price drop back under the budget is a new match),
 * with their buyers and budgets and the listing as the alert shows it. None for a sold listing
 * or one without match keys.
 */
export function recordNewMatches(db: Executor, listingId: string) {
  // Named, so each connection plans it once (planning cost more than running it: the bench's plan).
  return newMatchesStatement(db, sql.placeholder('listingId'))
    .prepare('record_new_matches')
    .execute({ listingId });
}

/** recordNewMatches' statement, for a listing id or a placeholder for one. */
export function newMatchesStatement(db: Executor, listingId: string | Placeholder) {
  const fresh = db.$with('fresh').as(
    db
      .insert(wtbMatchAlerts)
      .select(
        db
          .select({
            wtbId: wtbListings.id,
            listingId: listings.id,
            pricedOut: sql<boolean>`false`.as('priced_out'),
            createdAt: sql<Date>`now()`.as('created_at'),
          })
          .from(listings)
          .innerJoin(
            wtbListings,
            and(
              not(listings.isSold),
              requestsMatching({
                matchBrand: listings.matchBrand,
                matchSize: listings.matchSize,
                price: listings.price,
                sellerId: listings.sellerId,
              }),
              // No alert about someone the request's buyer blocked (docs/product.md, Safety).
              not(hasBlocked(sql`${wtbListings.buyerId}`, sql`${listings.sellerId}`)),
            ),
          )
          .where(eq(listings.id, listingId)),
      )
      .onConflictDoUpdate({
        target: [wtbMatchAlerts.wtbId, wtbMatchAlerts.listingId],
        set: { pricedOut: false },
        setWhere: eq(wtbMatchAlerts.pricedOut, true),
      })
      .returning({ wtbId: wtbMatchAlerts.wtbId }),
  );
  return db
    .with(fresh)
    .select({
      buyerId: wtbListings.buyerId,
      maxPrice: wtbListings.maxPrice,
      listingId: listings.id,
      title: listings.title,
      brand: listings.brand,
      size: listings.size,
      price: listings.price,
    })
    .from(fresh)
    .innerJoin(wtbListings, eq(wtbListings.id, fresh.wtbId))
    .innerJoin(listings, eq(listings.id, listingId));
}

/** Every available listing the request matches, recorded as alerted without telling anyone. */
export async function recordExistingMatches(db: Executor, request: RequestToMatch): Promise<void> {
  await db
    .insert(wtbMatchAlerts)
    .select(
      db
        .select({
          wtbId: sql<string>`${request.id}::uuid`.as('wtb_id'),
          listingId: listings.id,
          pricedOut: sql<boolean>`false`.as('priced_out'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(listings)
        .where(listingsMatching(request)),
    )
    .onConflictDoUpdate({
      target: [wtbMatchAlerts.wtbId, wtbMatchAlerts.listingId],
      set: { pricedOut: false },
      setWhere: eq(wtbMatchAlerts.pricedOut, true),
    });
}

/**
 * Marks the alerted pairs of one listing, or of one request, whose listing's price is now above
 * the request's budget: priced out, so a price drop back under it is a new match.
 */
export async function markPricedOut(db: Executor, of: { listingId: string } | { wtbId: string }) {
  await db
    .update(wtbMatchAlerts)
    .set({ pricedOut: true })
    .from(wtbListings)
    // PostgreSQL lets only WHERE, not a join's ON, refer to the table being updated.
    .innerJoin(listings, sql`true`)
    .where(
      and(
        'listingId' in of
          ? eq(wtbMatchAlerts.listingId, of.listingId)
          : eq(wtbMatchAlerts.wtbId, of.wtbId),
        eq(wtbMatchAlerts.pricedOut, false),
        eq(wtbListings.id, wtbMatchAlerts.wtbId),
        eq(listings.id, wtbMatchAlerts.listingId),
        gt(listings.price, wtbListings.maxPrice),
      ),
    );
}

/** Rows stored before the match columns existed, a batch at a time. */
export async function rowsWithoutKeys(
  db: Executor,
  table: 'listings' | 'wtb_listings',
  limit: number,
) {
  const source = table === 'listings' ? listings : wtbListings;
  return db
    .select({ id: source.id, brand: source.brand, size: source.size })
    .from(source)
    .where(isNull(source.matchBrand))
    .limit(limit);
}

type KeyedRow = { id: string; matchBrand: string; matchSize: string };

/** Writes many rows' keys in one statement (UPDATE … FROM a VALUES list). */
export async function writeKeys(
  db: Executor,
  table: 'listings' | 'wtb_listings',
  rows: KeyedRow[],
) {
  if (rows.length === 0) return;
  const target = table === 'listings' ? listings : wtbListings;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${row.matchBrand}, ${row.matchSize})`),
    sql`, `,
  );
  await db
    .update(target)
    .set({ matchBrand: sql`k.brand`, matchSize: sql`k.size` })
    .from(sql`(values ${values}) as k(id, brand, size)`)
    .where(eq(target.id, sql`k.id`));
}
