import { and, count, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { favourites, listings } from '@/server/db/schema';
import { isoTimestamp } from '@/server/db/sql-helpers';
import type { FavouriteCursor } from './cursor';

/**
 * Favourites the listing for the user when the listing exists (one statement, so a listing deleted
 * meanwhile is never half-favourited). False when nothing was added: already a favourite, or no
 * such listing.
 */
export async function addFavourite(db: Executor, userId: string, listingId: string) {
  const added = await db
    .insert(favourites)
    .select(
      db
        .select({
          userId: sql`${userId}`.as('user_id'),
          listingId: listings.id,
          createdAt: sql`now()`.as('created_at'),
        })
        .from(listings)
        .where(eq(listings.id, listingId)),
    )
    .onConflictDoNothing()
    .returning({ listingId: favourites.listingId });
  return added.length > 0;
}

export async function removeFavourite(db: Executor, userId: string, listingId: string) {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
}

export async function listingExists(db: Executor, listingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row !== undefined;
}

/** How many people favourited the listing, and whether `userId` (when given) is one of them. */
export async function favouriteState(db: Executor, listingId: string, userId: string | null) {
  const mine = userId === null ? sql`false` : sql`bool_or(${favourites.userId} = ${userId})`;
  const [row] = await db
    .select({ count: count(), favourited: sql<boolean | null>`${mine}` })
    .from(favourites)
    .where(eq(favourites.listingId, listingId));
  return { count: row?.count ?? 0, favourited: row?.favourited === true };
}

/**
 * A page of the user's favourites, most recently favourited first (ties by listing id), after the
 * cursor's position; `limit + 1` rows are asked for by the caller to know whether more follow.
 */
export function favouritesPage(
  db: Executor,
  userId: string,
  limit: number,
  after: FavouriteCursor | undefined,
) {
  const position = after
    ? or(
        lt(favourites.createdAt, new Date(after.favouritedAt)),
        and(
          eq(favourites.createdAt, new Date(after.favouritedAt)),
          lt(favourites.listingId, after.listingId),
        ),
      )
    : undefined;
  return db
    .select({ listingId: favourites.listingId, favouritedAt: isoTimestamp(favourites.createdAt) })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), position))
    .orderBy(desc(favourites.createdAt), desc(favourites.listingId))
    .limit(limit);
}

export async function favouriteListingIds(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ listingId: favourites.listingId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), desc(favourites.listingId));
  return rows.map((row) => row.listingId);
}

/** Everyone who favourited the listing except `exceptUserId` (its seller). */
export async function favouriters(
  db: Executor,
  listingId: string,
  exceptUserId: string,
): Promise<string[]> {
  const rows = await db
    .select({ userId: favourites.userId })
    .from(favourites)
    .where(and(eq(favourites.listingId, listingId), ne(favourites.userId, exceptUserId)));
  return rows.map((row) => row.userId);
}

/** What a favouriter's alert about the listing says, as the transaction now sees it. */
export async function listingForAlert(db: Executor, listingId: string) {
  const [row] = await db
    .select({ title: listings.title, price: listings.price, sellerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}
