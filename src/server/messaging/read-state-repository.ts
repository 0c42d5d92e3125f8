import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { conversations, messages } from '@/server/db/schema';
import { isParticipant } from './conversation-repository';

// How far each of the two people has read a conversation.

/**
 * Marks the conversation read for `userId` up to `upToId` (or its newest message), never moving
 * the mark backwards. Returns the mark now stored.
 */
export async function markRead(
  db: Executor,
  conversationId: string,
  userId: string,
  upToId: number | undefined,
): Promise<number> {
  const newest = sql`(select coalesce(max(${messages.id}), 0) from ${messages}
    where ${messages.conversationId} = ${conversationId})`;
  const target = upToId === undefined ? newest : sql`least(${upToId}::bigint, ${newest})`;
  const [row] = await db
    .update(conversations)
    .set({
      buyerLastReadMessageId: sql`case when ${conversations.buyerId} = ${userId}
        then greatest(coalesce(${conversations.buyerLastReadMessageId}, 0), ${target})
        else ${conversations.buyerLastReadMessageId} end`,
      sellerLastReadMessageId: sql`case when ${conversations.sellerId} = ${userId}
        then greatest(coalesce(${conversations.sellerLastReadMessageId}, 0), ${target})
        else ${conversations.sellerLastReadMessageId} end`,
    })
    .where(eq(conversations.id, conversationId))
    .returning({
      buyerId: conversations.buyerId,
      buyerMark: conversations.buyerLastReadMessageId,
      sellerMark: conversations.sellerLastReadMessageId,
    });
  if (!row) return 0;
  return (row.buyerId === userId ? row.buyerMark : row.sellerMark) ?? 0;
}

/**
 * When the newest message `userId` has read in the conversation was written (null when they read
 * none, or are not in it).
 */
export async function readUpToTime(
  db: Executor,
  userId: string,
  conversationId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: messages.createdAt })
    .from(conversations)
    .innerJoin(
      messages,
      eq(
        messages.id,
        sql`case when ${conversations.buyerId} = ${userId}
          then ${conversations.buyerLastReadMessageId}
          else ${conversations.sellerLastReadMessageId} end`,
      ),
    )
    .where(and(eq(conversations.id, conversationId), isParticipant(userId)));
  return row?.createdAt ?? null;
}
