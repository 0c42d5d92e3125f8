import { and, asc, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import type { Message } from '@/shared/schemas/chat';
import { REMOVED_MESSAGE_TEXT } from '@/shared/schemas/safety';
import type { Executor } from '@/server/db/client';
import {
  conversations,
  deals,
  listings,
  messages,
  offers,
  reviews,
  users,
} from '@/server/db/schema';
import { dealView, offerView } from '@/server/deals/view-service';
import { participantImageUrl } from './chat-images';
import { isParticipant, lockConversation } from './conversation-repository';

// Messages: a thread's pages, one message, the live stream's catch-up, and a new message.

/**
 * Messages as `viewerId` sees them: each with its linked offer or deal as it stands now (one
 * query: the joins give the state, the conversation's roles and whether its subject is closed).
 */
function selectMessages(db: Executor, viewerId: string) {
  const reviewed = db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.dealId, deals.id), eq(reviews.reviewerId, viewerId)));
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderId: messages.senderId,
      sender: { username: users.username, profileImageUrl: users.profileImageUrl },
      messageType: messages.messageType,
      content: messages.content,
      imageUrl: messages.imageUrl,
      removedAt: messages.removedAt,
      createdAt: messages.createdAt,
      offer: offers,
      deal: deals,
      hasReviewed: sql<boolean>`exists(${reviewed})`,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
      // An offer's listing deleted since counts as closed, as the offer steps treat it.
      closed: sql<boolean>`coalesce(${listings.isSold}, true)`,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(offers, eq(offers.id, messages.offerId))
    .leftJoin(listings, eq(listings.id, offers.listingId))
    .leftJoin(deals, eq(deals.id, messages.dealId))
    .$dynamic();
}

type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

function toMessage(row: MessageRow, viewerId: string, now = new Date()): Message {
  const { offer, deal, hasReviewed, buyerId, sellerId, closed, removedAt, ...message } = row;
  const shown = {
    ...message,
    imageUrl: row.imageUrl && participantImageUrl(row.imageUrl),
    createdAt: row.createdAt.toISOString(),
    removed: false,
    offer: offer && offerView(offer, viewerId, { buyerId, sellerId, closed }, now),
    deal: deal && dealView(deal, viewerId, hasReviewed, now),
  };
  // Removed by a moderator: nothing of what was said or shown is given out again.
  if (!removedAt) return shown;
  return {
    ...shown,
    messageType: 'text',
    content: REMOVED_MESSAGE_TEXT,
    imageUrl: null,
    removed: true,
    offer: null,
    deal: null,
  };
}

/**
 * A page of the conversation's messages, newest first, `limit + 1` rows (the extra one says there
 * are older ones): those before message `beforeId` when given. Ids only grow, so messages sent
 * while someone pages back never shift the pages.
 */
export async function listMessages(
  db: Executor,
  viewerId: string,
  conversationId: string,
  page: { limit: number; beforeId?: number },
): Promise<Message[]> {
  const rows = await selectMessages(db, viewerId)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        page.beforeId === undefined ? undefined : lt(messages.id, page.beforeId),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(page.limit + 1);
  return rows.map((row) => toMessage(row, viewerId));
}

/** One message as `viewerId` sees it. */
export async function findMessage(
  db: Executor,
  id: number,
  viewerId: string,
): Promise<Message | null> {
  const [row] = await selectMessages(db, viewerId).where(eq(messages.id, id));
  return row ? toMessage(row, viewerId) : null;
}

/** Messages in any of `userId`'s conversations after `afterId`, oldest first, at most `limit`. */
export async function messagesAfter(
  db: Executor,
  userId: string,
  afterId: number,
  limit: number,
): Promise<Message[]> {
  const rows = await selectMessages(db, userId)
    .where(and(gt(messages.id, afterId), isParticipant(userId)))
    .orderBy(asc(messages.id))
    .limit(limit);
  return rows.map((row) => toMessage(row, userId));
}

/** The newest message id in `userId`'s conversations (0 when none): a fresh stream's resume point. */
export async function newestMessageId(db: Executor, userId: string): Promise<number> {
  // Each conversation's newest message through the (conversation, id) index, then the largest.
  const newest = db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('newest');
  const [row] = await db
    .select({ id: max(newest.id) })
    .from(conversations)
    .innerJoinLateral(newest, sql`true`)
    .where(isParticipant(userId));
  return row?.id ?? 0;
}

/**
 * Message ids are handed out in commit order: every message insert takes this transaction-level
 * lock first, so no message with a smaller id can commit after one with a larger id. That is what
 * lets a reconnecting client resume with "everything after the last id I saw" and miss nothing.
 * The lock is held only for the insert's short transaction.
 */
const MESSAGE_ORDER_LOCK = 0x526f7461; // "Rota"

/** Run in a transaction. Returns the new message's id, or null when the conversation is gone. */
export async function insertMessage(
  tx: Executor,
  message: {
    conversationId: string;
    senderId: string;
    type: 'text' | 'image';
    content: string;
    imageUrl: string | null;
    /** An offer's or a deal's step (decision 032). */
    offerId?: number;
    dealId?: number;
  },
): Promise<number | null> {
  // The conversation row first: a concurrent "delete if empty" either finishes before (and the
  // message is refused) or waits and sees this message. Then the global order lock.
  if (!(await lockConversation(tx, message.conversationId))) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK})`);
  const [inserted] = await tx
    .insert(messages)
    .values({
      conversationId: message.conversationId,
      senderId: message.senderId,
      messageType: message.type,
      content: message.content,
      imageUrl: message.imageUrl,
      offerId: message.offerId,
      dealId: message.dealId,
    })
    .returning({ id: messages.id });
  const id = inserted!.id;
  // The sender has read everything up to their own message.
  await tx
    .update(conversations)
    .set({
      lastMessageAt: sql`now()`,
      buyerLastReadMessageId: sql`case when ${conversations.buyerId} = ${message.senderId}
        then ${id} else ${conversations.buyerLastReadMessageId} end`,
      sellerLastReadMessageId: sql`case when ${conversations.sellerId} = ${message.senderId}
        then ${id} else ${conversations.sellerLastReadMessageId} end`,
    })
    .where(eq(conversations.id, message.conversationId));
  return id;
}
