import { and, desc, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListingFilters } from '@/shared/schemas/listing-filters';
import type { Executor } from '@/server/db/client';
import { listings, notifications, savedSearches, users } from '@/server/db/schema';
import { isoTimestamp } from '@/server/db/sql-helpers';

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

/**
 * Other people's searches a listing may fit, judged by the parts kept in columns (category,
 * size, brand, price): a superset of those it does fit, which the feed's filters then decide.
 */
export function findCandidateSearches(tx: Executor, listingId: string) {
  const anyOrHas = (column: AnyColumn, value: SQL) =>
    sql`(cardinality(${column}) = 0 or ${value} = any(${column}))`;
  return tx
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
      listingTitle: listings.title,
    })
    .from(listings)
    .innerJoin(savedSearches, ne(savedSearches.userId, listings.sellerId))
    .where(
      and(
        eq(listings.id, listingId),
        anyOrHas(savedSearches.categories, sql`${listings.category}::text`),
        anyOrHas(savedSearches.sizes, sql`lower(${listings.size})`),
        anyOrHas(savedSearches.brandKeys, sql`${listings.brandKey}`),
        sql`(${savedSearches.minPrice} is null or ${savedSearches.minPrice} <= ${listings.price})`,
        sql`(${savedSearches.maxPrice} is null or ${listings.price} <= ${savedSearches.maxPrice})`,
      ),
    );
}

/**
 * Which of the conditions hold for the listing, in one statement: the index of each that does.
 * Each condition is a WHERE over the listings table (the feed's filters); none means all rows.
 */
export async function conditionsHolding(
  tx: Executor,
  listingId: string,
  conditions: (SQL | undefined)[],
): Promise<Set<number>> {
  if (conditions.length === 0) return new Set();
  const checks = conditions.map((condition, index) =>
    condition ? sql`case when ${condition} then ${index}::int end` : sql`${index}::int`,
  );
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

export async function recordNotification(
  tx: Executor,
  id: string,
  state: { notificationId: number; count: number; firstTitle: string; startsWindow: boolean },
) {
  await tx
    .update(savedSearches)
    .set({
      lastNotificationId: state.notificationId,
      lastNotifiedCount: state.count,
      lastNotifiedTitle: state.firstTitle,
      ...(state.startsWindow ? { lastNotifiedAt: sql`now()` } : {}),
    })
    .where(eq(savedSearches.id, id));
}

/**
 * Rewrites a notification's body and makes it unread again; whether it had been read (its
 * reader's unread count grows only then).
 */
export async function rewriteNotification(tx: Executor, id: number, body: string) {
  const previous = tx
    .$with('previous')
    .as(
      tx
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(eq(notifications.id, id)),
    );
  const [row] = await tx
    .with(previous)
    .update(notifications)
    .set({ body, readAt: null })
    .where(eq(notifications.id, id))
    .returning({
      userId: notifications.userId,
      wasRead: sql<boolean>`(select ${previous.readAt} is not null from ${previous})`,
    });
  return row;
}
