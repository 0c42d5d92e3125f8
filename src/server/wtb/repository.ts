import { and, eq, not } from 'drizzle-orm';
import type { WtbFilters, WtbSort } from '@/shared/schemas/wtb-filters';
import type { Executor } from '@/server/db/client';
import { wtbListings } from '@/server/db/schema';
import { shownOwner } from '@/server/blocks/query-parts';
import type { SortCursor } from '@/server/http/sort-cursor';
import { wtbMatchKeys } from '@/server/matching/query-parts';
import { afterWtbCursor, wtbFilterWhere, wtbOrder } from './board-query';
import { selectWtb, type WtbRow } from './query-parts';

/**
 * Open requests only: a fulfilled request never shows in a list again. The board (no buyerId)
 * leaves out suspended buyers and those the viewer blocked.
 */
export async function findOpenWtbPage(
  db: Executor,
  options: {
    limit: number;
    filters: Partial<WtbFilters>;
    sort: WtbSort;
    cursor?: SortCursor;
    buyerId?: string;
    hiddenBuyerIds?: readonly string[];
  },
): Promise<WtbRow[]> {
  return selectWtb(db)
    .where(
      and(
        not(wtbListings.isFulfilled),
        options.buyerId
          ? eq(wtbListings.buyerId, options.buyerId)
          : shownOwner(wtbListings.buyerId, options.hiddenBuyerIds),
        wtbFilterWhere(options.filters),
        afterWtbCursor(options.sort, options.cursor),
      ),
    )
    .orderBy(...wtbOrder(options.sort))
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
    .values({ ...input, ...wtbMatchKeys(input), buyerId })
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
  await db
    .update(wtbListings)
    .set({ ...input, ...wtbMatchKeys(input) })
    .where(eq(wtbListings.id, id));
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

/** Conversations and deals keep their messages; their foreign keys set the request to null. */
export async function deleteWtb(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(wtbListings)
    .where(eq(wtbListings.id, id))
    .returning({ id: wtbListings.id });
  return deleted.length > 0;
}
