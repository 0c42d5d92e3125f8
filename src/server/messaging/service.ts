import {
  conversationServerErrors as errors,
  type Conversation,
  type ConversationPage,
  type CreateConversationInput,
  type Message,
  type MessagePage,
  type ReadMark,
  type SendMessageInput,
} from '@/shared/schemas/chat';
import { consumeDailyQuota } from '@/server/http/daily-quota';
import { requireNotBlocked } from '@/server/blocks/service';
import { limitPerMinute } from '@/server/http/rate-limit';
import type { Database, Executor } from '@/server/db/client';
import { BadRequest, Conflict, NotFound } from '@/server/http/errors';
import { publish } from '@/server/live/notices';
import { queueMessageAlert } from '@/server/push/alerts-service';
import type { Storage } from '@/server/storage/storage';
import { isThumbnailKey } from '@/server/uploads/keys';
import {
  decodeConversationCursor,
  decodeMessageCursor,
  encodeConversationCursor,
  encodeMessageCursor,
} from './cursors';
import * as conversationRepository from './conversation-repository';
import * as messageRepository from './message-repository';
import * as readStateRepository from './read-state-repository';

/** A chat image's address for its participants (and the moderators a report shows it to). */
export { participantImageUrl } from './chat-images';

type MessagingDeps = { db: Database; storage: Storage; messageRateLimit: number };

const CONVERSATION_NOT_FOUND = 'Conversation not found';
const FOREIGN_CHAT_IMAGE = 'An image message must use an image uploaded to this conversation';

/**
 * Starts a conversation with `sellerId` (always the other party) about a listing or a WTB
 * request, or returns the one that already exists for that pair and subject (created: false).
 * Only a new one counts towards the starter's `perDay` (docs/product.md, Safety, Quotas).
 */
export async function startConversation(
  db: Database,
  userId: string,
  input: CreateConversationInput,
  perDay: number,
): Promise<{ conversation: Conversation; created: boolean }> {
  const listingId = input.listingId ?? null;
  const wtbListingId = input.wtbListingId ?? null;
  const isWTB = input.isWTB ?? false;
  if (isWTB ? !wtbListingId || listingId : !listingId || wtbListingId) {
    throw new BadRequest(errors.invalidReference);
  }
  if (input.sellerId === userId) throw new BadRequest(errors.self);
  if (!(await conversationRepository.userExists(db, input.sellerId)))
    throw new NotFound(errors.sellerNotFound);

  // Checked above: the id that matches isWTB is there.
  const row = isWTB
    ? await conversationRepository.wtbOwner(db, wtbListingId!)
    : await conversationRepository.listingOwner(db, listingId!);
  if (!row) throw new NotFound(isWTB ? errors.wtbNotFound : errors.listingNotFound);
  if (row.ownerId !== input.sellerId) throw new BadRequest(errors.notBelong);
  // An existing conversation too: after a block, neither side starts or reopens one.
  await requireNotBlocked(db, userId, input.sellerId);

  const parties = { buyerId: userId, sellerId: input.sellerId, listingId, wtbListingId };
  const existingId = await conversationRepository.findConversationId(db, parties);
  if (existingId) return { conversation: await viewOf(db, userId, existingId), created: false };
  // Only new conversations are refused about a sold item or a found request; an existing one
  // stays usable (the two may still be arranging the hand-over).
  if (row.closed) throw new Conflict(isWTB ? errors.wtbFulfilled : errors.listingSold);
  const { id, created } = await db.transaction(async (tx) => {
    const inserted = await conversationRepository.insertConversation(tx, { ...parties, isWTB });
    // Counted after the insert, which may find the conversation another request just started;
    // a refusal rolls the new conversation back with the count.
    if (inserted.created) {
      await consumeDailyQuota(tx, 'conversations', userId, perDay);
    }
    return inserted;
  });
  return { conversation: await viewOf(db, userId, id), created };
}

async function viewOf(db: Database, userId: string, id: string): Promise<Conversation> {
  const conversation = await conversationFor(db, userId, id);
  if (!conversation) throw new NotFound(CONVERSATION_NOT_FOUND);
  return conversation;
}

/** The conversation as one of its participants sees it now, or null (also for anyone else). */
export function conversationFor(
  db: Executor,
  userId: string,
  conversationId: string,
): Promise<Conversation | null> {
  return conversationRepository.findConversation(db, userId, conversationId);
}

/** A participant's view of the conversation; 404 for anyone else, so ids are not confirmed. */
export async function requireParticipant(db: Database, userId: string, conversationId: string) {
  const parties = await conversationRepository.participantsOf(db, conversationId, userId);
  if (!parties) throw new NotFound(CONVERSATION_NOT_FOUND);
  return parties;
}

/** A page of the viewer's conversations, newest activity first. */
export async function conversationsOf(
  db: Database,
  userId: string,
  query: { limit: number; cursor?: string },
): Promise<ConversationPage> {
  const rows = await conversationRepository.listConversations(db, userId, {
    limit: query.limit,
    after: decodeConversationCursor(query.cursor),
  });
  const conversations = rows.slice(0, query.limit);
  const last = conversations[conversations.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeConversationCursor({
          activityAt: last.lastMessageAt ?? last.createdAt,
          isRead: last.isRead,
          id: last.id,
        })
      : null;
  return { conversations, nextCursor };
}

/** A page of a thread for one of its participants: the newest messages first, then older ones. */
export async function messagesOf(
  db: Database,
  userId: string,
  conversationId: string,
  query: { limit: number; cursor?: string },
): Promise<MessagePage> {
  const beforeId = decodeMessageCursor(query.cursor);
  await requireParticipant(db, userId, conversationId);
  const rows = await messageRepository.listMessages(db, userId, conversationId, {
    limit: query.limit,
    beforeId,
  });
  const messages = rows.slice(0, query.limit);
  const oldest = messages[messages.length - 1];
  return {
    messages,
    nextCursor: rows.length > query.limit && oldest ? encodeMessageCursor(oldest.id) : null,
  };
}

/**
 * One more message written by `userId` within `max` a minute (`MESSAGE_RATE_LIMIT`), counted for
 * every server instance; past it, 429 You are sending messages too quickly…. Text and image
 * messages and every offer or deal step share the one count (docs/product.md, Rate limits). Run
 * in a step's transaction, a refusal rolls back with it and the count holds the person's other
 * writes until it ends.
 */
export async function countMessage(db: Executor, userId: string, max: number): Promise<void> {
  await limitPerMinute(db, `messages:${userId}`, max, 'sending messages');
}

/**
 * Sends a text or image message. Checks, in order: participant (404), a block either way (403),
 * rate limit (429), an image URL this server stored for this conversation (400). The insert, the conversation's read marks,
 * the live notice and the recipient's push alert commit together.
 */
export async function sendMessage(
  { db, storage, messageRateLimit }: MessagingDeps,
  userId: string,
  input: SendMessageInput,
): Promise<Message> {
  const parties = await requireParticipant(db, userId, input.conversationId);
  await requireNotBlocked(db, parties.buyerId, parties.sellerId);
  await countMessage(db, userId, messageRateLimit);
  const imageUrl =
    input.type === 'image' ? await chatImage(storage, input.conversationId, input.url) : null;
  const id = await db.transaction(async (tx) => {
    const messageId = await messageRepository.insertMessage(tx, {
      conversationId: input.conversationId,
      senderId: userId,
      type: input.type,
      content: input.type === 'text' ? input.content : '',
      imageUrl,
    });
    // Deleted a moment ago (it was empty): as for any conversation one is not part of.
    if (messageId === null) throw new NotFound(CONVERSATION_NOT_FOUND);
    await publish(tx, {
      kind: 'message',
      id: messageId,
      conversationId: parties.id,
      buyerId: parties.buyerId,
      sellerId: parties.sellerId,
    });
    const recipientId = userId === parties.buyerId ? parties.sellerId : parties.buyerId;
    await queueMessageAlert(tx, recipientId, messageId);
    return messageId;
  });
  const message = await messageById(db, id, userId);
  if (!message) throw new Error(`Message ${id} vanished after its insert`);
  return message;
}

/** One message as `viewerId` sees it (its offer's or deal's actions are the viewer's). */
/**
 * An offer's or a deal's step as a thread message (decision 032): a text message with the step's
 * one-line summary, linked to the offer or deal, announced live to both. Run in the step's
 * transaction, after the conversation's row was locked or read.
 */
export async function postTradeStep(
  tx: Executor,
  parties: { id: string; buyerId: string; sellerId: string },
  step: { senderId: string; content: string; offerId?: number; dealId?: number },
): Promise<number> {
  const id = await messageRepository.insertMessage(tx, {
    conversationId: parties.id,
    type: 'text',
    imageUrl: null,
    ...step,
  });
  if (id === null) throw new NotFound(CONVERSATION_NOT_FOUND);
  await publish(tx, {
    kind: 'message',
    id,
    conversationId: parties.id,
    buyerId: parties.buyerId,
    sellerId: parties.sellerId,
  });
  return id;
}

export function messageById(db: Executor, id: number, viewerId: string): Promise<Message | null> {
  return messageRepository.findMessage(db, id, viewerId);
}

/**
 * What a live stream missed: messages in any of `userId`'s conversations after `afterId`, oldest
 * first, at most `limit`.
 */
export function messagesAfter(
  db: Executor,
  userId: string,
  afterId: number,
  limit: number,
): Promise<Message[]> {
  return messageRepository.messagesAfter(db, userId, afterId, limit);
}

/** The newest message id in `userId`'s conversations (0 when none): a fresh stream's resume point. */
export function newestMessageId(db: Executor, userId: string): Promise<number> {
  return messageRepository.newestMessageId(db, userId);
}

/** The URL, if it names a display image stored under this conversation's chat prefix. */
async function chatImage(storage: Storage, conversationId: string, url: string): Promise<string> {
  const key = storage.keyFor(url);
  if (!key || !key.startsWith(`chatimages/${conversationId}/`) || isThumbnailKey(key)) {
    throw new BadRequest(FOREIGN_CHAT_IMAGE);
  }
  if (!(await storage.get(key))) throw new BadRequest(FOREIGN_CHAT_IMAGE);
  return url;
}

/**
 * A chat image for one of the conversation's two participants (404 for anyone else, as for the
 * conversation): a short-lived presigned link when the store has them, otherwise the bytes.
 */
export async function chatImageFor(
  { db, storage }: Pick<MessagingDeps, 'db' | 'storage'>,
  userId: string,
  conversationId: string,
  file: string,
): Promise<{ redirectTo: string } | { data: Buffer }> {
  await requireParticipant(db, userId, conversationId);
  const key = `chatimages/${conversationId}/${file}`;
  const signed = await storage.signedUrlFor(key);
  if (signed) return { redirectTo: signed };
  const data = await storage.get(key);
  if (!data) throw new NotFound('Image not found');
  return { data };
}

/**
 * When the newest message `userId` has read in the conversation was written, or null: a trade
 * step's notification written after it (in the step's transaction, so at the same time as its
 * thread line) is one they have not seen in the thread.
 */
export function readUpToTime(
  db: Executor,
  userId: string,
  conversationId: string,
): Promise<Date | null> {
  return readStateRepository.readUpToTime(db, userId, conversationId);
}

export async function markRead(
  db: Database,
  userId: string,
  conversationId: string,
  upToId: number | undefined,
): Promise<ReadMark> {
  await requireParticipant(db, userId, conversationId);
  const mark = await db.transaction(async (tx) => {
    const lastReadMessageId = await readStateRepository.markRead(
      tx,
      conversationId,
      userId,
      upToId,
    );
    // The reader's other tabs and devices clear their red dot too.
    await publish(tx, { kind: 'read', conversationId, userId, lastReadMessageId });
    return lastReadMessageId;
  });
  return { conversationId, isRead: true, lastReadMessageId: mark };
}

export async function deleteEmptyConversation(
  db: Database,
  userId: string,
  conversationId: string,
): Promise<void> {
  await requireParticipant(db, userId, conversationId);
  if (!(await db.transaction((tx) => conversationRepository.deleteIfEmpty(tx, conversationId)))) {
    throw new Conflict('This conversation has messages and cannot be deleted');
  }
}
