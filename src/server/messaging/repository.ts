import { sql, type SQL } from 'drizzle-orm';
import type { Conversation, Message } from '@/shared/schemas/chat';
import type { Database } from '@/server/db/client';
import { isoTimestamp } from '@/server/db/sql-helpers';
import { participantImageUrl } from './chat-images';
import type { ConversationCursor } from './cursors';

export type Executor = Pick<Database, 'execute'>;

/**
 * Conversations as `viewerId` sees them. The other party sees a conversation only once it has a
 * message; the one who started it sees it at once. `isRead` is derived from what the viewer last
 * read: false when the other party wrote anything after it, so it stays right when both write.
 */
function conversationQuery(viewerId: string, where: SQL): SQL {
  return sql`
    select c.id, c.buyer_id as "buyerId", c.seller_id as "sellerId",
           c.listing_id as "listingId", c.wtb_listing_id as "wtbListingId", c.is_wtb as "isWTB",
           ${isoTimestamp('c.created_at')} as "createdAt",
           ${isoTimestamp('c.last_message_at')} as "lastMessageAt",
           json_build_object('id', b.id, 'username', b.username,
             'profileImageUrl', b.profile_image_url, 'isAdmin', b.is_admin) as buyer,
           json_build_object('id', s.id, 'username', s.username,
             'profileImageUrl', s.profile_image_url, 'isAdmin', s.is_admin) as seller,
           case when l.id is null then null else json_build_object(
             'id', l.id, 'title', l.title, 'brand', l.brand, 'size', l.size,
             'price', l.price::text, 'isSold', l.is_sold,
             'thumbnailUrl', (select i.thumbnail_url from listing_images i
                              where i.listing_id = l.id order by i.position limit 1)) end as listing,
           case when w.id is null then null else json_build_object(
             'id', w.id, 'title', w.title, 'brand', w.brand, 'size', w.size,
             'maxPrice', w.max_price::text, 'isFulfilled', w.is_fulfilled) end as "wtbListing",
           case when lm.id is null then null else json_build_object(
             'id', lm.id, 'senderId', lm.sender_id, 'content', lm.content,
             'messageType', lm.message_type,
             'createdAt', ${isoTimestamp('lm.created_at')}) end as "lastMessage",
           not exists (
             select 1 from messages m
             where m.conversation_id = c.id and m.sender_id <> ${viewerId}
               and m.id > coalesce(case when c.buyer_id = ${viewerId}
                 then c.buyer_last_read_message_id else c.seller_last_read_message_id end, 0)
           ) as "isRead"
    from conversations c
    join users b on b.id = c.buyer_id
    join users s on s.id = c.seller_id
    left join listings l on l.id = c.listing_id
    left join wtb_listings w on w.id = c.wtb_listing_id
    left join lateral (
      select m.id, m.sender_id, m.content, m.message_type, m.created_at from messages m
      where m.conversation_id = c.id order by m.id desc limit 1
    ) lm on true
    where ${where}`;
}

const visibleTo = (viewerId: string) =>
  sql`(c.buyer_id = ${viewerId} or (c.seller_id = ${viewerId} and c.last_message_at is not null))`;

/**
 * A page of `viewerId`'s conversations, `limit + 1` rows (the extra one says there is a next
 * page). SPEC.md §4: by last-message time (or created time) descending, unread first on ties,
 * then id, so the order is total and a keyset `after` resumes exactly behind the last row shown.
 */
export async function listConversations(
  db: Executor,
  viewerId: string,
  page: { limit: number; after?: ConversationCursor },
): Promise<Conversation[]> {
  const activity = sql`coalesce(v."lastMessageAt", v."createdAt")::timestamptz`;
  const after = page.after
    ? sql`(${activity} < ${page.after.activityAt}::timestamptz
        or (${activity} = ${page.after.activityAt}::timestamptz
          and (v."isRead" > ${page.after.isRead}
            or (v."isRead" = ${page.after.isRead} and v.id > ${page.after.id}::uuid))))`
    : sql`true`;
  const result = await db.execute<Conversation>(sql`
    select * from (${conversationQuery(viewerId, visibleTo(viewerId))}) v
    where ${after}
    order by ${activity} desc, v."isRead" asc, v.id
    limit ${page.limit + 1}`);
  return result.rows.map(normalizeConversation);
}

/** One conversation for one of its two participants, or null (also for anyone else). */
export async function findConversation(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<Conversation | null> {
  const result = await db.execute<Conversation>(
    conversationQuery(
      viewerId,
      sql`c.id = ${id} and (c.buyer_id = ${viewerId} or c.seller_id = ${viewerId})`,
    ),
  );
  const row = result.rows[0];
  return row ? normalizeConversation(row) : null;
}

// json_build_object turns the bigint message id into a JSON number already; the row's own
// columns come back as pg gives them.
function normalizeConversation(row: Conversation): Conversation {
  return {
    ...row,
    lastMessage: row.lastMessage && { ...row.lastMessage, id: Number(row.lastMessage.id) },
  };
}

export type ConversationParties = { id: string; buyerId: string; sellerId: string };

/** The two participants, if `userId` is one of them. */
export async function participantsOf(
  db: Executor,
  conversationId: string,
  userId: string,
): Promise<ConversationParties | null> {
  const result = await db.execute<ConversationParties>(sql`
    select id, buyer_id as "buyerId", seller_id as "sellerId" from conversations
    where id = ${conversationId} and (buyer_id = ${userId} or seller_id = ${userId})`);
  return result.rows[0] ?? null;
}

/** Who talks (the buyer started it) and about what: a listing or a WTB request. */
export type ConversationSubject = {
  buyerId: string;
  sellerId: string;
  listingId: string | null;
  wtbListingId: string | null;
};

export async function findConversationId(
  db: Executor,
  subject: ConversationSubject,
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    select id from conversations
    where buyer_id = ${subject.buyerId} and seller_id = ${subject.sellerId}
      and ${
        subject.listingId
          ? sql`listing_id = ${subject.listingId}`
          : sql`wtb_listing_id = ${subject.wtbListingId}`
      }`);
  return result.rows[0]?.id ?? null;
}

/** Inserts the conversation unless one exists for that pair and subject; returns its id. */
export async function insertConversation(
  db: Executor,
  subject: ConversationSubject & { isWTB: boolean },
): Promise<{ id: string; created: boolean }> {
  const result = await db.execute<{ id: string }>(sql`
    insert into conversations (buyer_id, seller_id, listing_id, wtb_listing_id, is_wtb)
    values (${subject.buyerId}, ${subject.sellerId}, ${subject.listingId},
            ${subject.wtbListingId}, ${subject.isWTB})
    on conflict do nothing
    returning id`);
  const id = result.rows[0]?.id;
  if (id) return { id, created: true };
  // Someone else created it a moment ago (another tab, a double click): theirs is the one.
  const existing = await findConversationId(db, subject);
  if (!existing) throw new Error('Conversation insert conflicted but no conversation exists');
  return { id: existing, created: false };
}

const messageColumns = sql`
  m.id, m.conversation_id as "conversationId", m.sender_id as "senderId",
  json_build_object('username', u.username, 'profileImageUrl', u.profile_image_url) as sender,
  m.message_type as "messageType", m.content, m.image_url as "imageUrl",
  ${isoTimestamp('m.created_at')} as "createdAt"`;

function normalizeMessage(row: Message): Message {
  return {
    ...row,
    id: Number(row.id),
    imageUrl: row.imageUrl && participantImageUrl(row.imageUrl),
  };
}

/**
 * A page of the conversation's messages, newest first, `limit + 1` rows (the extra one says there
 * are older ones): those before message `beforeId` when given. Ids only grow, so messages sent
 * while someone pages back never shift the pages.
 */
export async function listMessages(
  db: Executor,
  conversationId: string,
  page: { limit: number; beforeId?: number },
): Promise<Message[]> {
  const before = page.beforeId === undefined ? sql`true` : sql`m.id < ${page.beforeId}`;
  const result = await db.execute<Message>(sql`
    select ${messageColumns} from messages m join users u on u.id = m.sender_id
    where m.conversation_id = ${conversationId} and ${before}
    order by m.id desc limit ${page.limit + 1}`);
  return result.rows.map(normalizeMessage);
}

export async function findMessage(db: Executor, id: number): Promise<Message | null> {
  const result = await db.execute<Message>(sql`
    select ${messageColumns} from messages m join users u on u.id = m.sender_id
    where m.id = ${id}`);
  const row = result.rows[0];
  return row ? normalizeMessage(row) : null;
}

/** Messages in any of `userId`'s conversations after `afterId`, oldest first, at most `limit`. */
export async function messagesAfter(
  db: Executor,
  userId: string,
  afterId: number,
  limit: number,
): Promise<Message[]> {
  const result = await db.execute<Message>(sql`
    select ${messageColumns} from messages m
    join conversations c on c.id = m.conversation_id
    join users u on u.id = m.sender_id
    where m.id > ${afterId} and (c.buyer_id = ${userId} or c.seller_id = ${userId})
    order by m.id limit ${limit}`);
  return result.rows.map(normalizeMessage);
}

/** The newest message id in `userId`'s conversations (0 when none): a fresh stream's resume point. */
export async function newestMessageId(db: Executor, userId: string): Promise<number> {
  const result = await db.execute<{ id: string | null }>(sql`
    select max(m.id) as id from conversations c
    join lateral (select id from messages where conversation_id = c.id order by id desc limit 1) m
      on true
    where c.buyer_id = ${userId} or c.seller_id = ${userId}`);
  return Number(result.rows[0]?.id ?? 0);
}

/** Of these session ids, the ones that still exist and have not expired. */
export async function liveSessions(db: Executor, sessionIds: string[]): Promise<Set<string>> {
  const result = await db.execute<{ id: string }>(sql`
    select id from sessions
    where id in (select jsonb_array_elements_text(${JSON.stringify(sessionIds)}::jsonb))
      and expires_at > now()`);
  return new Set(result.rows.map((row) => row.id));
}

/**
 * Message ids are handed out in commit order: every message insert takes this transaction-level
 * lock first, so no message with a smaller id can commit after one with a larger id. That is what
 * lets a reconnecting client resume with "everything after the last id I saw" and miss nothing.
 * The lock is held only for the insert's short transaction.
 */
const MESSAGE_ORDER_LOCK = 0x526f7461; // "Rota"

export async function insertMessage(
  tx: Executor,
  message: {
    conversationId: string;
    senderId: string;
    type: 'text' | 'image';
    content: string;
    imageUrl: string | null;
  },
): Promise<number | null> {
  // The conversation row first: a concurrent "delete if empty" either finishes before (and the
  // message is refused) or waits and sees this message. Then the global order lock.
  const locked = await tx.execute(
    sql`select 1 from conversations where id = ${message.conversationId} for update`,
  );
  if (locked.rows.length === 0) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_ORDER_LOCK})`);
  const inserted = await tx.execute<{ id: string }>(sql`
    insert into messages (conversation_id, sender_id, message_type, content, image_url)
    values (${message.conversationId}, ${message.senderId}, ${message.type}, ${message.content},
            ${message.imageUrl})
    returning id`);
  const id = Number(inserted.rows[0]!.id);
  // The sender has read everything up to their own message.
  await tx.execute(sql`
    update conversations set last_message_at = now(),
      buyer_last_read_message_id = case when buyer_id = ${message.senderId}
        then ${id} else buyer_last_read_message_id end,
      seller_last_read_message_id = case when seller_id = ${message.senderId}
        then ${id} else seller_last_read_message_id end
    where id = ${message.conversationId}`);
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
  const newest = sql`(select coalesce(max(id), 0) from messages where conversation_id = ${conversationId})`;
  const target = upToId === undefined ? newest : sql`least(${upToId}::bigint, ${newest})`;
  const result = await db.execute<{ mark: string | null }>(sql`
    update conversations set
      buyer_last_read_message_id = case when buyer_id = ${userId}
        then greatest(coalesce(buyer_last_read_message_id, 0), ${target})
        else buyer_last_read_message_id end,
      seller_last_read_message_id = case when seller_id = ${userId}
        then greatest(coalesce(seller_last_read_message_id, 0), ${target})
        else seller_last_read_message_id end
    where id = ${conversationId}
    returning case when buyer_id = ${userId} then buyer_last_read_message_id
                   else seller_last_read_message_id end as mark`);
  return Number(result.rows[0]?.mark ?? 0);
}

/**
 * Deletes the conversation if it has no message; returns whether it did. Run in a transaction:
 * the row lock makes a message being sent at the same moment either wait or be refused.
 */
export async function deleteIfEmpty(tx: Executor, conversationId: string): Promise<boolean> {
  await tx.execute(sql`select 1 from conversations where id = ${conversationId} for update`);
  const result = await tx.execute(sql`
    delete from conversations c where c.id = ${conversationId}
      and not exists (select 1 from messages m where m.conversation_id = c.id)`);
  return (result.rowCount ?? 0) > 0;
}
