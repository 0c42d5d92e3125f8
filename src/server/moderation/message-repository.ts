import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { conversations, messages } from '@/server/db/schema';

/** The message with its conversation's two parties, locked for its removal; null when gone. */
export async function lockMessage(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      removed: sql<boolean>`${messages.removedAt} is not null`,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, id))
    .for('update', { of: messages });
  return row ?? null;
}

/** Both people then see REMOVED_MESSAGE_TEXT in its place (messaging/message-repository.ts). */
export async function markMessageRemoved(tx: Executor, id: number): Promise<void> {
  await tx
    .update(messages)
    .set({ removedAt: sql`now()` })
    .where(eq(messages.id, id));
}
