import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { users, wtbListings } from '@/server/db/schema';
import { isoTimestamp, likeContains } from '@/server/db/sql-helpers';
import type { Cursor } from '@/server/http/cursor';

/** A request with its buyer, as every read of the board returns it. */
const wtbColumns = {
  id: wtbListings.id,
  title: wtbListings.title,
  brand: wtbListings.brand,
  size: wtbListings.size,
  maxPrice: wtbListings.maxPrice,
  description: wtbListings.description,
  createdAt: isoTimestamp(wtbListings.createdAt),
  bumpedAt: isoTimestamp(wtbListings.bumpedAt),
  isFulfilled: wtbListings.isFulfilled,
  buyerId: users.id,
  buyerUsername: users.username,
  buyerProfileImageUrl: users.profileImageUrl,
};

function selectWtb(db: Executor) {
  return db
    .select(wtbColumns)
    .from(wtbListings)
    .innerJoin(users, eq(users.id, wtbListings.buyerId));
}

export type WtbRow = NonNullable<Awaited<ReturnType<typeof findWtbById>>>;

/** Keyset pagination: a row comparison, which the query builder has no operator for. */
function afterCursor(cursor: Cursor | undefined): SQL | undefined {
  return cursor
    ? sql`(${wtbListings.bumpedAt}, ${wtbListings.id}) < (${cursor.bumpedAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

/**
 * Title or brand contains the term. The first test is the trigram index's own expression, so a
 * search can use the index; the second keeps a term spanning the joint from matching.
 */
function searchFor(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = likeContains(term);
  const title = sql`lower(${wtbListings.title})`;
  const brand = sql`lower(${wtbListings.brand})`;
  return sql`(${title} || ' ' || ${brand}) like ${pattern} and (${title} like ${pattern} or ${brand} like ${pattern})`;
}

/** Open requests only: a fulfilled request never shows in a list again. */
export async function findOpenWtbPage(
  db: Executor,
  options: { limit: number; cursor?: Cursor; contains?: string; buyerId?: string },
): Promise<WtbRow[]> {
  return selectWtb(db)
    .where(
      and(
        not(wtbListings.isFulfilled),
        options.buyerId ? eq(wtbListings.buyerId, options.buyerId) : undefined,
        searchFor(options.contains),
        afterCursor(options.cursor),
      ),
    )
    .orderBy(desc(wtbListings.bumpedAt), desc(wtbListings.id))
    .limit(options.limit + 1);
}

export async function findWtbById(db: Executor, id: string) {
  const [row] = await selectWtb(db).where(eq(wtbListings.id, id));
  return row;
}

export type WtbWrite = Pick<
  typeof wtbListings.$inferInsert,
  'title' | 'description' | 'brand' | 'size' | 'maxPrice'
>;

export async function insertWtb(db: Executor, buyerId: string, input: WtbWrite): Promise<string> {
  const [row] = await db
    .insert(wtbListings)
    .values({ ...input, buyerId })
    .returning({ id: wtbListings.id });
  return row!.id;
}

/** Locks the row for the rest of the transaction, so two writes to one request run one at a time. */
export async function lockWtb(db: Executor, id: string) {
  const [row] = await db
    .select({
      buyerId: wtbListings.buyerId,
      isFulfilled: wtbListings.isFulfilled,
      lastBumpedAt: wtbListings.lastBumpedAt,
      createdAt: wtbListings.createdAt,
    })
    .from(wtbListings)
    .where(eq(wtbListings.id, id))
    .for('update');
  return row;
}
export type WtbLock = NonNullable<Awaited<ReturnType<typeof lockWtb>>>;

export async function updateWtbFields(db: Executor, id: string, input: WtbWrite): Promise<void> {
  await db.update(wtbListings).set(input).where(eq(wtbListings.id, id));
}

export async function markWtbBumped(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(wtbListings)
    .set({ bumpedAt: at, lastBumpedAt: at })
    .where(eq(wtbListings.id, id));
}

export async function markWtbFulfilled(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(wtbListings)
    .set({ isFulfilled: true, fulfilledAt: at })
    .where(eq(wtbListings.id, id));
}
