import type { NotificationKind } from '@/shared/schemas/notification';
import { conversationLink } from '@/shared/conversation-link';
import { formatPrice } from '@/shared/format';
import { requireNotBlocked } from '@/server/blocks/service';
import type { Database, Executor } from '@/server/db/client';
import { BadRequest, Conflict, NotFound } from '@/server/http/errors';
import { countMessage, postTradeStep } from '@/server/messaging/service';
import { addNotifications } from '@/server/notifications/service';
import { queueMessageAlert } from '@/server/push/alerts-service';
import { readTradeConversation, type TradeConversation } from './repository';

export type { TradeConversation } from './repository';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const ITEM_SOLD = 'This item has already been sold';
export const REQUEST_FOUND = 'This WTB listing has already been found';
export const ITEM_DELETED = 'This item was deleted';

/** What an offer or deal step needs: the database and the per-person message limit. */
export type TradeDeps = { db: Database; messageRateLimit: number };

/**
 * Runs one offer or deal step in a transaction holding the conversation's row lock; 404 when
 * `userId` is not one of its two people (as for the conversation itself), 403 when either of them
 * blocked the other, 429 past the person's message limit (every step is a message in the thread,
 * and a notification, a push and an e-mail for the other person; docs/product.md, Rate limits). The step is
 * counted in its transaction, so a refused step (429, or 403/409 from `step`) writes nothing,
 * not even its count. One request is one step, also an accept, which writes two lines.
 */
export function inTrade<T>(
  { db, messageRateLimit }: TradeDeps,
  userId: string,
  conversationId: string,
  step: (tx: Executor, conversation: TradeConversation) => Promise<T>,
  notFound = CONVERSATION_NOT_FOUND,
): Promise<T> {
  return db.transaction(async (tx) => {
    const conversation = await readTradeConversation(tx, conversationId, userId, true);
    if (!conversation) throw new NotFound(notFound);
    await requireNotBlocked(tx, conversation.buyerId, conversation.sellerId);
    await countMessage(tx, userId, messageRateLimit);
    return step(tx, conversation);
  });
}

/** The conversation for a read (no lock); 404 when `userId` is not one of its two people. */
export async function tradeConversation(
  db: Executor,
  userId: string,
  conversationId: string,
): Promise<TradeConversation> {
  const conversation = await readTradeConversation(db, conversationId, userId, false);
  if (!conversation) throw new NotFound(CONVERSATION_NOT_FOUND);
  return conversation;
}

/** Who pays and who is paid: in a WTB conversation the request's poster (its `sellerId`) pays. */
export function dealParties(conversation: TradeConversation) {
  return conversation.isWtb
    ? { buyerId: conversation.sellerId, sellerId: conversation.buyerId }
    : { buyerId: conversation.buyerId, sellerId: conversation.sellerId };
}

/** 409 unless the listing is there and unsold, or the request there and open. */
export function requireOpenSubject(conversation: TradeConversation): void {
  if (conversation.isWtb) {
    if (conversation.wtbFound === null) throw new Conflict(ITEM_DELETED);
    if (conversation.wtbFound) throw new Conflict(REQUEST_FOUND);
    return;
  }
  if (conversation.listingSold === null) throw new Conflict(ITEM_DELETED);
  if (conversation.listingSold) throw new Conflict(ITEM_SOLD);
}

export function subjectIsOpen(conversation: TradeConversation): boolean {
  return conversation.isWtb ? conversation.wtbFound === false : conversation.listingSold === false;
}

/** "120.50" → 12050: amounts are compared as whole cents, never as floats. */
export function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 400 naming the price when `amount` is above the listing's current price. */
export function requireAtMostPrice(
  conversation: TradeConversation,
  amount: string,
  what: 'Offers' | 'Deals',
): void {
  const price = conversation.listingPrice;
  if (price !== null && toCents(amount) > toCents(price)) {
    throw new BadRequest(`${what} cannot be more than the price (${formatPrice(price)})`);
  }
}

/** The conversation's link: the Messages dialog opened on it (docs/product.md, Screens). */
export function conversationUrl(conversationId: string): string {
  return conversationLink(conversationId);
}

/**
 * Posts a step into the thread (decision 032) and tells the other party (in the app, live, and by
 * e-mail per their settings), in the step's transaction. Their push alert is the notification's,
 * or the message's when the step notifies nobody: one alert per step (decision 039).
 */
export async function announceStep(
  tx: Executor,
  conversation: TradeConversation,
  actorId: string,
  step: { content: string; offerId?: number; dealId?: number },
  notify: { kind: NotificationKind } | null,
): Promise<void> {
  const messageId = await postTradeStep(tx, conversation, { senderId: actorId, ...step });
  const otherId = actorId === conversation.buyerId ? conversation.sellerId : conversation.buyerId;
  if (!notify) {
    await queueMessageAlert(tx, otherId, messageId);
    return;
  }
  const subject = conversation.listingTitle ?? conversation.wtbTitle;
  await addNotifications(tx, [
    {
      userId: otherId,
      kind: notify.kind,
      title: step.content,
      body: subject
        ? `About “${subject}”. Open the conversation to answer.`
        : 'Open the conversation to answer.',
      url: conversationUrl(conversation.id),
    },
  ]);
}
