import { and, desc, eq, inArray, ne, not, sql, type AnyColumn } from 'drizzle-orm';
import type { ListingFilters } from '@/shared/schemas/listing-filters';
import { hasBlocked } from '@/server/blocks/query-parts';
import type { Executor } from '@/server/db/client';
import { listings, notifications, savedSearches, users } from '@/server/db/schema';
import { isoTimestamp } from '@/server/db/sql-helpers';
import { listingFilterWhere } from '@/server/listings/query-parts';

/** A saved search as the API shows it (src/shared/schemas/saved-search.ts). */
const savedSearchColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  createdAt: isoTimestamp(savedSearches.createdAt),
};

export function findSavedSearches(db: Executor, userId: string) {
  return db
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * How many searches the person has, with their user row locked until the transaction ends: two
 * saves at once count one after the other, so neither can pass the limit.
 */
export async function countSavedSearchesLocked(tx: Executor, userId: string): Promise<number> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}

export async function insertSavedSearch(
  tx: Executor,
  values: { userId: string; name: string; query: string; filters: ListingFilters },
) {
  const { filters } = values;
  const brandKeys = filters.brand.map((brand) => sql`brand_key(${brand})`);
  const [row] = await tx
    .insert(savedSearches)
    .values({
      userId: values.userId,
      name: values.name,
      query: values.query,
      categories: filters.category,
      sizes: filters.size,
      // brand_key() is SQL, so the array is built in SQL.
      brandKeys:
        brandKeys.length > 0 ? sql`array[${sql.join(brandKeys, sql`, `)}]` : sql`'{}'::text[]`,
      minPrice: filters.minPrice ?? null,
      maxPrice: filters.maxPrice ?? null,
    })
    .returning(savedSearchColumns);
  return row!;
}

/** Deletes the person's own search; false when there is none with that id. */
export async function deleteSavedSearch(db: Executor, userId: string, id: string) {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}

/** What a new listing's alerts need of it, and the values candidate searches compare with. */
export async function findListingForAlerts(tx: Executor, listingId: string) {
  const [row] = await tx
    .select({
      title: listings.title,
      sellerId: listings.sellerId,
      category: sql<string>`${listings.category}::text`,
      size: sql<string>`lower(${listings.size})`,
      brandKey: listings.brandKey,
      price: listings.price,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

type AlertListing = NonNullable<Awaited<ReturnType<typeof findListingForAlerts>>>;

/**
 * Other people's searches the listing may fit, judged by the parts kept in columns (category,
 * size, brand, price) against the listing's values as constants: a superset of those it does
 * fit, which the feed's filters then decide.
 */
export function findCandidateSearches(tx: Executor, listing: AlertListing) {
  const anyOrHas = (column: AnyColumn, value: string) =>
    sql`(cardinality(${column}) = 0 or ${value}::text = any(${column}))`;
  return tx
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
    })
    .from(savedSearches)
    .where(
      and(
        ne(savedSearches.userId, listing.sellerId),
        // No alert about someone the search's owner blocked (docs/product.md, Safety).
        not(hasBlocked(sql`${savedSearches.userId}`, sql`${listing.sellerId}`)),
        anyOrHas(savedSearches.categories, listing.category),
        anyOrHas(savedSearches.sizes, listing.size),
        anyOrHas(savedSearches.brandKeys, listing.brandKey),
        sql`(${savedSearches.minPrice} is null or ${savedSearches.minPrice} <= ${listing.price}::numeric)`,
        sql`(${savedSearches.maxPrice} is null or ${savedSearches.maxPrice} >= ${listing.price}::numeric)`,
      ),
    );
}

/**
 * Which of the searches' filters the listing fits, in one statement: the index of each that it
 * does. Each is the feed's own WHERE over the listings table (listings' query parts).
 */
export async function conditionsHolding(
  tx: Executor,
  listingId: string,
  searches: ListingFilters[],
): Promise<Set<number>> {
  if (searches.length === 0) return new Set();
  const checks = searches.map((filters, index) => {
    const condition = listingFilterWhere(filters);
    return condition ? sql`case when ${condition} then ${index}::int end` : sql`${index}::int`;
  });
  const [row] = await tx
    .select({ holding: sql<number[]>`array_remove(array[${sql.join(checks, sql`, `)}], null)` })
    .from(listings)
    .where(eq(listings.id, listingId));
  return new Set(row?.holding ?? []);
}

/**
 * The searches' notification state, their rows locked until the transaction ends (in id order,
 * so two listings fitting the same searches wait for each other instead of deadlocking).
 * `recent`: the search's latest notification is under an hour old and still there.
 */
export function lockNotificationState(tx: Executor, ids: string[]) {
  return tx
    .select({
      id: savedSearches.id,
      notificationId: savedSearches.lastNotificationId,
      count: savedSearches.lastNotifiedCount,
      firstTitle: savedSearches.lastNotifiedTitle,
      recent: sql<boolean>`coalesce(${savedSearches.lastNotificationId} is not null
        and ${savedSearches.lastNotifiedAt} > now() - interval '1 hour', false)`,
    })
    .from(savedSearches)
    .where(inArray(savedSearches.id, ids))
    .orderBy(savedSearches.id)
    .for('update');
}

export type NotificationState = {
  id: string;
  notificationId: number;
  count: number;
  firstTitle: string;
  /** A new notification: the hour starts now. */
  startsWindow: boolean;
};

/** Records each search's latest notification, in one statement. */
export async function recordNotifications(tx: Executor, states: NotificationState[]) {
  if (states.length === 0) return;
  const rows = states.map(
    (state) =>
      sql`(${state.id}::uuid, ${state.notificationId}::bigint, ${state.count}::int, ${state.firstTitle}::text, ${state.startsWindow}::boolean)`,
  );
  // UPDATE … FROM (VALUES …): the query builder has no multi-row update.
  await tx.execute(sql`
    update ${savedSearches} set
      last_notification_id = v.notification_id,
      last_notified_count = v.count,
      last_notified_title = v.first_title,
      last_notified_at = case when v.starts_window then now() else last_notified_at end
    from (values ${sql.join(rows, sql`, `)}) as v(id, notification_id, count, first_title, starts_window)
    where ${savedSearches.id} = v.id`);
}

/**
 * Rewrites notifications' bodies and makes them unread again, in one statement; returns those
 * that had been read (their readers' unread counts grow only for those).
 */
export async function rewriteNotifications(
  tx: Executor,
  rewrites: { id: number; body: string }[],
): Promise<{ id: number; userId: string }[]> {
  if (rewrites.length === 0) return [];
  const rows = rewrites.map((rewrite) => sql`(${rewrite.id}::bigint, ${rewrite.body}::text)`);
  // The subquery reads the rows as they were before this statement changes them.
  const result = await tx.execute<{ id: number; user_id: string }>(sql`
    with v(id, body) as (values ${sql.join(rows, sql`, `)}),
      was_read as (
        select ${notifications.id} as id from ${notifications}
        join v on v.id = ${notifications.id} where ${notifications.readAt} is not null)
    update ${notifications} set body = v.body, read_at = null
    from v where ${notifications.id} = v.id
    returning ${notifications.id} as id, ${notifications.userId} as user_id,
      ${notifications.id} in (select id from was_read) as was_read`);
  return (result.rows as unknown as { id: number; user_id: string; was_read: boolean }[])
    .filter((row) => row.was_read)
    .map((row) => ({ id: Number(row.id), userId: row.user_id }));
}
