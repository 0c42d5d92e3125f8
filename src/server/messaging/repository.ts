import { and, asc, desc, eq, exists, gt, lt, max, ne, not, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conversation, Message } from '@/shared/schemas/chat';
import { REMOVED_MESSAGE_TEXT } from '@/shared/schemas/safety';
import { hasBlocked } from '@/server/blocks/query-parts';
import type { Executor } from '@/server/db/client';
import {
  conversations,
  deals,
  listings,
  messages,
  offers,
  reviews,
  users,
  wtbListings,
} from '@/server/db/schema';
import { dealView, offerView } from '@/server/deals/view-service';
import { firstThumbnailOf } from '@/server/listings/query-parts';
import { participantImageUrl } from './chat-images';
import type { ConversationCursor } from './cursors';

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

/** Who a conversation subject belongs to, and whether it is closed (sold or found). */
type SubjectOwner = { ownerId: string; closed: boolean };

export async function listingOwner(db: Executor, listingId: string): Promise<SubjectOwner | null> {
  const [row] = await db
    .select({ ownerId: listings.sellerId, closed: listings.isSold })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row ?? null;
}

export async function wtbOwner(db: Executor, wtbListingId: string): Promise<SubjectOwner | null> {
  const [row] = await db
    .select({ ownerId: wtbListings.buyerId, closed: wtbListings.isFulfilled })
    .from(wtbListings)
    .where(eq(wtbListings.id, wtbListingId));
  return row ?? null;
}

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');
const unread = alias(messages, 'unread');

const partyFields = (party: typeof buyer | typeof seller) => ({
  id: party.id,
  username: party.username,
  profileImageUrl: party.profileImageUrl,
  isAdmin: party.isAdmin,
});

/** Its newest message, joined laterally to each conversation. */
function lastMessageOf(db: Executor) {
  return db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      // A removed message's preview is the removal notice, as in the thread.
      content: sql<string>`case when ${messages.removedAt} is null then ${messages.content}
        else ${REMOVED_MESSAGE_TEXT} end`.as('content'),
      messageType: sql<'text' | 'image'>`case when ${messages.removedAt} is null
        then ${messages.messageType} else 'text' end`.as('message_type'),
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.id))
    .limit(1)
    .as('last_message');
}

/**
 * Whether `viewerId` has read the conversation: false when the other party wrote anything after
 * the viewer's own read mark, so it stays right when both write.
 */
function isReadBy(db: Executor, viewerId: string) {
  const viewersMark = sql`coalesce(case when ${conversations.buyerId} = ${viewerId}
    then ${conversations.buyerLastReadMessageId} else ${conversations.sellerLastReadMessageId} end, 0)`;
  const unreadMessage = db
    .select({ id: unread.id })
    .from(unread)
    .where(
      and(
        eq(unread.conversationId, conversations.id),
        ne(unread.senderId, viewerId),
        gt(unread.id, viewersMark),
      ),
    );
  // Parenthesised: NOT binds looser than the comparisons the list's cursor makes with it.
  return sql<boolean>`(${not(exists(unreadMessage))})`;
}

/** A conversation's latest activity: its last message, or its start when it has none. */
const activityAt = sql<Date>`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

/** Whether the viewer blocked the other party, and whether the other party blocked the viewer. */
function blocksBetween(viewerId: string) {
  const viewer = sql`${viewerId}`;
  const other = sql`case when ${conversations.buyerId} = ${viewerId} then ${conversations.sellerId} else ${conversations.buyerId} end`;
  return { blockedByMe: hasBlocked(viewer, other), blockedMe: hasBlocked(other, viewer) };
}

/** Conversations as `viewerId` sees them, with both parties, the subject and the last message. */
function selectConversations(db: Executor, viewerId: string) {
  const lastMessage = lastMessageOf(db);
  // The first photo's card thumbnail, joined laterally to the conversation's listing.
  const thumbnail = firstThumbnailOf(db).as('listing_thumbnail');
  return db
    .select({
      conversation: conversations,
      buyer: partyFields(buyer),
      seller: partyFields(seller),
      listing: {
        id: listings.id,
        title: listings.title,
        brand: listings.brand,
        size: listings.size,
        price: listings.price,
        isSold: listings.isSold,
      },
      thumbnailUrl: thumbnail.url,
      wtbListing: {
        id: wtbListings.id,
        title: wtbListings.title,
        brand: wtbListings.brand,
        size: wtbListings.size,
        maxPrice: wtbListings.maxPrice,
        isFulfilled: wtbListings.isFulfilled,
      },
      lastMessage: {
        id: lastMessage.id,
        senderId: lastMessage.senderId,
        content: lastMessage.content,
        messageType: lastMessage.messageType,
        createdAt: lastMessage.createdAt,
      },
      isRead: isReadBy(db, viewerId),
      ...blocksBetween(viewerId),
    })
    .from(conversations)
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .innerJoin(seller, eq(seller.id, conversations.sellerId))
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .leftJoinLateral(thumbnail, sql`true`)
    .leftJoin(wtbListings, eq(wtbListings.id, conversations.wtbListingId))
    .leftJoinLateral(lastMessage, sql`true`);
}

type ConversationRow = Awaited<ReturnType<typeof selectConversations>>[number];

function toConversation(row: ConversationRow): Conversation {
  const { conversation, listing, wtbListing, lastMessage } = row;
  return {
    id: conversation.id,
    buyerId: conversation.buyerId,
    sellerId: conversation.sellerId,
    buyer: row.buyer,
    seller: row.seller,
    listingId: conversation.listingId,
    listing: listing && { ...listing, thumbnailUrl: row.thumbnailUrl },
    wtbListingId: conversation.wtbListingId,
    wtbListing,
    isWTB: conversation.isWtb,
    isRead: row.isRead,
    blocked: row.blockedByMe || row.blockedMe,
    blockedByMe: row.blockedByMe,
    lastMessage: lastMessage && { ...lastMessage, createdAt: lastMessage.createdAt.toISOString() },
    lastMessageAt: conversation.lastMessageAt?.toISOString() ?? null,
    createdAt: conversation.createdAt.toISOString(),
  };
}

/**
 * A page of `viewerId`'s conversations, `limit + 1` rows (the extra one says there is a next
 * page). The other party sees a conversation only once it has a message; the one who started it
 * sees it at once. By latest activity descending, unread first on ties, then id, so the order is
 * total and a keyset `after` resumes exactly behind the last row shown.
 */
export async function listConversations(
  db: Executor,
  viewerId: string,
  page: { limit: number; after?: ConversationCursor },
): Promise<Conversation[]> {
  const isRead = isReadBy(db, viewerId);
  const visible = or(
    eq(conversations.buyerId, viewerId),
    and(eq(conversations.sellerId, viewerId), sql`${conversations.lastMessageAt} is not null`),
  );
  const after = page.after && behind(page.after, isRead);
  const rows = await selectConversations(db, viewerId)
    .where(and(visible, after))
    .orderBy(desc(activityAt), asc(isRead), asc(conversations.id))
    .limit(page.limit + 1);
  return rows.map(toConversation);
}

/** The conversations after `cursor` in the list's order. */
function behind(cursor: ConversationCursor, isRead: ReturnType<typeof isReadBy>) {
  const at = sql`${cursor.activityAt}::timestamptz`;
  return or(
    lt(activityAt, at),
    and(
      eq(activityAt, at),
      or(
        gt(isRead, cursor.isRead),
        and(eq(isRead, cursor.isRead), gt(conversations.id, cursor.id)),
      ),
    ),
  );
}

/** One conversation for one of its two participants, or null (also for anyone else). */
export async function findConversation(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<Conversation | null> {
  const [row] = await selectConversations(db, viewerId).where(
    and(eq(conversations.id, id), isParticipant(viewerId)),
  );
  return row ? toConversation(row) : null;
}

const isParticipant = (userId: string) =>
  or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));

type ConversationParties = { id: string; buyerId: string; sellerId: string };

/** The two participants, if `userId` is one of them. */
export async function participantsOf(
  db: Executor,
  conversationId: string,
  userId: string,
): Promise<ConversationParties | null> {
  const [row] = await db
    .select({
      id: conversations.id,
      buyerId: conversations.buyerId,
      sellerId: conversations.sellerId,
    })
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isParticipant(userId)));
  return row ?? null;
}

/** Who talks (the buyer started it) and about what: a listing or a WTB request. */
type ConversationSubject = {
  buyerId: string;
  sellerId: string;
  listingId: string | null;
  wtbListingId: string | null;
};

export async function findConversationId(
  db: Executor,
  subject: ConversationSubject,
): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerId, subject.buyerId),
        eq(conversations.sellerId, subject.sellerId),
        subject.listingId
          ? eq(conversations.listingId, subject.listingId)
          : eq(conversations.wtbListingId, sql`${subject.wtbListingId}::uuid`),
      ),
    );
  return row?.id ?? null;
}

/** Inserts the conversation unless one exists for that pair and subject; returns its id. */
export async function insertConversation(
  db: Executor,
  subject: ConversationSubject & { isWTB: boolean },
): Promise<{ id: string; created: boolean }> {
  const { isWTB, ...parties } = subject;
  const [inserted] = await db
    .insert(conversations)
    .values({ ...parties, isWtb: isWTB })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) return { id: inserted.id, created: true };
  // Someone else created it a moment ago (another tab, a double click): theirs is the one.
  const existing = await findConversationId(db, subject);
  if (!existing) throw new Error('Conversation insert conflicted but no conversation exists');
  return { id: existing, created: false };
}

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

/** Locks the conversation's row for this transaction; false when it does not exist. */
async function lockConversation(tx: Executor, conversationId: string): Promise<boolean> {
  const locked = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  return locked.length > 0;
}

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

/**
 * Deletes the conversation if it has no message; returns whether it did. Run in a transaction:
 * the row lock makes a message being sent at the same moment either wait or be refused.
 */
export async function deleteIfEmpty(tx: Executor, conversationId: string): Promise<boolean> {
  await lockConversation(tx, conversationId);
  const deleted = await tx
    .delete(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        notExists(
          tx
            .select({ id: messages.id })
            .from(messages)
            .where(eq(messages.conversationId, conversations.id)),
        ),
      ),
    )
    .returning({ id: conversations.id });
  return deleted.length > 0;
}
