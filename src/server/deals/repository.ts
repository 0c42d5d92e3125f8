import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { conversations, deals, listings, reviews, wtbListings } from '@/server/db/schema';
import type { DealRow } from './view-service';

/** A conversation as offers and deals need it: its people, its subject and the subject's state. */
export type TradeConversation = {
  id: string;
  buyerId: string;
  sellerId: string;
  isWtb: boolean;
  listingId: string | null;
  wtbListingId: string | null;
  listingTitle: string | null;
  listingPrice: string | null;
  listingSold: boolean | null;
  wtbTitle: string | null;
  wtbFound: boolean | null;
};

/**
 * The conversation, if `userId` takes part in it; with `lock`, its row is locked for this
 * transaction. Every offer and deal step takes this lock first, so the steps of one conversation
 * run one at a time (one open offer, one proposed deal).
 */
export async function readTradeConversation(
  tx: Executor,
  conversationId: string,
  userId: string,
  lock: boolean,
): Promise<TradeConversation | null> {
  const query = tx
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      isWtb: conversations.isWtb,
      listingId: conversations.listingId,
      wtbListingId: conversations.wtbListingId,
      listingTitle: listings.title,
      listingPrice: listings.price,
      listingSold: listings.isSold,
      wtbTitle: wtbListings.title,
      wtbFound: wtbListings.isFulfilled,
    })
    .from(conversations)
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .leftJoin(wtbListings, eq(wtbListings.id, conversations.wtbListingId))
    .where(eq(conversations.id, conversationId))
    .$dynamic();
  const [row] = await (lock ? query.for('update', { of: conversations }) : query);
  if (!row || (row.buyerId !== userId && row.sellerId !== userId)) return null;
  return row;
}

/**
 * Locks the listing's or the request's row and says whether it is closed (sold or found): two
 * confirms of deals about the same item in different conversations run one after the other.
 */
export async function lockSubject(
  tx: Executor,
  subject: { listingId: string | null; wtbListingId: string | null },
): Promise<{ closed: boolean } | null> {
  if (subject.listingId) {
    const [row] = await tx
      .select({ closed: listings.isSold })
      .from(listings)
      .where(eq(listings.id, subject.listingId))
      .for('update');
    return row ?? null;
  }
  if (!subject.wtbListingId) return null;
  const [row] = await tx
    .select({ closed: wtbListings.isFulfilled })
    .from(wtbListings)
    .where(eq(wtbListings.id, subject.wtbListingId))
    .for('update');
  return row ?? null;
}

export async function conversationOfDeal(db: Executor, dealId: number): Promise<string | null> {
  const [row] = await db
    .select({ conversationId: deals.conversationId })
    .from(deals)
    .where(eq(deals.id, dealId));
  return row?.conversationId ?? null;
}

export async function findDeal(db: Executor, id: number): Promise<DealRow | null> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id));
  return row ?? null;
}

export async function newestDeal(db: Executor, conversationId: string): Promise<DealRow | null> {
  const [row] = await db
    .select()
    .from(deals)
    .where(eq(deals.conversationId, conversationId))
    .orderBy(desc(deals.id))
    .limit(1);
  return row ?? null;
}

export async function insertDeal(
  tx: Executor,
  values: typeof deals.$inferInsert,
): Promise<DealRow> {
  const [row] = await tx.insert(deals).values(values).returning();
  return row!;
}

export async function updateDeal(
  tx: Executor,
  id: number,
  change: Partial<typeof deals.$inferInsert>,
): Promise<DealRow> {
  const [row] = await tx.update(deals).set(change).where(eq(deals.id, id)).returning();
  return row!;
}

/** The conversation's proposed deal turns superseded (a newer proposal replaces it). */
export async function supersedeProposedDeal(
  tx: Executor,
  conversationId: string,
  now: Date,
): Promise<void> {
  await tx
    .update(deals)
    .set({ state: 'superseded', closedAt: now })
    .where(and(eq(deals.conversationId, conversationId), eq(deals.state, 'proposed')));
}

export async function hasReviewed(db: Executor, dealId: number, userId: string) {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.dealId, dealId), eq(reviews.reviewerId, userId)))
    .limit(1);
  return rows.length > 0;
}
