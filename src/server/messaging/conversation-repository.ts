import { and, asc, desc, eq, exists, gt, lt, ne, not, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Conversation } from '@/shared/schemas/chat';
import { REMOVED_MESSAGE_TEXT } from '@/shared/schemas/safety';
import { hasBlocked } from '@/server/blocks/query-parts';
import type { Executor } from '@/server/db/client';
import { conversations, listings, messages, users, wtbListings } from '@/server/db/schema';
import { firstThumbnailOf } from '@/server/listings/query-parts';
import type { ConversationCursor } from './cursors';

// Conversations: who talks about what, the list as each person sees it, and their row lock.

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

export const isParticipant = (userId: string) =>
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

/** Locks the conversation's row for this transaction; false when it does not exist. */
export async function lockConversation(tx: Executor, conversationId: string): Promise<boolean> {
  const locked = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  return locked.length > 0;
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
