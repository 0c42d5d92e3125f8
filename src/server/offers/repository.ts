import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { OfferState } from '@/shared/schemas/deals';
import type { Executor } from '@/server/db/client';
import { offers } from '@/server/db/schema';

export type OfferRow = typeof offers.$inferSelect;

export async function conversationOfOffer(db: Executor, offerId: number): Promise<string | null> {
  const [row] = await db
    .select({ conversationId: offers.conversationId })
    .from(offers)
    .where(eq(offers.id, offerId));
  return row?.conversationId ?? null;
}

export async function findOffer(db: Executor, id: number): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row ?? null;
}

export async function newestOffer(db: Executor, conversationId: string): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(eq(offers.conversationId, conversationId))
    .orderBy(desc(offers.id))
    .limit(1);
  return row ?? null;
}

export async function openOffer(db: Executor, conversationId: string): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.conversationId, conversationId), eq(offers.state, 'open')));
  return row ?? null;
}

export async function insertOffer(
  tx: Executor,
  values: typeof offers.$inferInsert,
): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values(values).returning();
  return row!;
}

export async function setOfferState(
  tx: Executor,
  id: number,
  state: OfferState,
  decidedAt: Date,
): Promise<OfferRow> {
  const [row] = await tx
    .update(offers)
    .set({ state, decidedAt })
    .where(eq(offers.id, id))
    .returning();
  return row!;
}

/** Writes `expired` on the offer if it is open past its expiry (one statement, no lock needed). */
export async function expireIfDue(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(offers)
    .set({ state: 'expired', decidedAt: sql`${offers.expiresAt}` })
    .where(and(eq(offers.id, id), eq(offers.state, 'open'), lte(offers.expiresAt, now)));
}
