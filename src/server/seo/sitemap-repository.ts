import { and, asc, desc, gt, gte, lt, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { listings, users, wtbListings } from '@/server/db/schema';
import { shownOwner } from '@/server/blocks/query-parts';

/**
 * The sitemap's reads (docs/decisions/040-sitemaps.md): estimates that size the files, and each
 * file's rows in key order, a chunk at a time after the last key read (keyset paging).
 */

/** A range of primary keys: from (inclusive), to (exclusive; null = to the end), after a key. */
export type KeyRange = { from: string; to: string | null; after: string | null };

/** A page of a sitemap file: what to link, when it last changed, and the key to go on from. */
export type SitemapRow = { key: string; path: string; lastModified: Date };

function inRange(key: AnyColumn, range: KeyRange): SQL {
  return and(
    gte(key, range.from),
    range.to === null ? undefined : lt(key, range.to),
    range.after === null ? undefined : gt(key, range.after),
  )!;
}

const availableListing = and(not(listings.isSold), shownOwner(listings.sellerId))!;
const openRequest = and(not(wtbListings.isFulfilled), shownOwner(wtbListings.buyerId))!;

/**
 * About how many rows a table holds, sold or closed ones too, without reading it: the larger of
 * the planner's count (kept by VACUUM and ANALYZE) and the statistics' live rows (kept with every
 * commit), so neither a stale plan count nor statistics lost in a crash makes it much too low.
 * Sizing files needs no more: each is planned for half the protocol's limit.
 */
export async function estimatedRows(
  db: Executor,
  table: 'listings' | 'wtb_listings',
): Promise<number> {
  // The catalogs are not in our schema: one statement of SQL over them.
  const result = await db.execute<{ rows: number }>(sql`
    select greatest(c.reltuples, coalesce(s.n_live_tup, 0), 0)::float8 as rows
    from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
    where c.oid = ${table}::regclass`);
  return Number(result.rows[0]?.rows ?? 0);
}

/** Available listings in a key range; last changed when created, bumped or reduced. */
export function availableListingsQuery(db: Executor, range: KeyRange, limit: number) {
  return db
    .select({
      key: listings.id,
      lastModified: sql<Date>`greatest(${listings.bumpedAt}, ${listings.discountedAt})`.mapWith(
        listings.bumpedAt,
      ),
    })
    .from(listings)
    .where(and(availableListing, inRange(listings.id, range)))
    .orderBy(asc(listings.id))
    .limit(limit);
}

export async function availableListingsIn(
  db: Executor,
  range: KeyRange,
  limit: number,
): Promise<SitemapRow[]> {
  const rows = await availableListingsQuery(db, range, limit);
  return rows.map((row) => ({ ...row, path: `/listing/${row.key}` }));
}

/** Open WTB requests in a key range; last changed when posted or bumped. */
export async function openRequestsIn(
  db: Executor,
  range: KeyRange,
  limit: number,
): Promise<SitemapRow[]> {
  const rows = await db
    .select({ key: wtbListings.id, lastModified: wtbListings.bumpedAt })
    .from(wtbListings)
    .where(and(openRequest, inRange(wtbListings.id, range)))
    .orderBy(asc(wtbListings.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, path: `/wtb/${row.key}` }));
}

/**
 * The user ids that start each run of `usersPerPart` accounts, in key order: one walk over the
 * users' primary key (no listing is read), so each profiles file covers that many accounts at
 * most and lists those of them with an available listing.
 */
export async function userPartStarts(db: Executor, usersPerPart: number): Promise<string[]> {
  const numbered = db
    .select({
      id: users.id,
      position: sql<number>`row_number() over (order by ${users.id}) - 1`.as('position'),
    })
    .from(users)
    .as('numbered');
  const rows = await db
    .select({ id: numbered.id })
    .from(numbered)
    .where(sql`${numbered.position} % ${usersPerPart} = 0`)
    .orderBy(asc(numbered.id));
  return rows.map((row) => row.id);
}

/** Profiles in a key range with at least one available listing; last changed with the newest. */
export async function profilesIn(
  db: Executor,
  range: KeyRange,
  limit: number,
): Promise<SitemapRow[]> {
  // The newest available listing of each account: one probe of listings_seller_feed_idx.
  const newest = db
    .select({ bumpedAt: listings.bumpedAt })
    .from(listings)
    .where(and(sql`${listings.sellerId} = ${users.id}`, not(listings.isSold)))
    .orderBy(desc(listings.bumpedAt))
    .limit(1)
    .as('newest');
  const rows = await db
    .select({ key: users.id, username: users.username, lastModified: newest.bumpedAt })
    .from(users)
    .innerJoinLateral(newest, sql`true`)
    .where(and(inRange(users.id, range), shownOwner(users.id)))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((row) => ({
    key: row.key,
    path: `/profile/${encodeURIComponent(row.username)}`,
    lastModified: row.lastModified,
  }));
}
