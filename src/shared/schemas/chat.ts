import { z } from 'zod';
import { notificationSchema } from './notification';
import {
  CHAT_IMAGE_MAX_BYTES,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGE_MAX_LENGTH,
  MESSAGES_PAGE_SIZE,
  PAGE_SIZE_MAX,
} from '@/shared/constants';
import { dealSchema, offerSchema } from './deals';
import { pageQuery } from './pagination';

export const CHAT_IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

export const chatErrors = {
  self: {
    title: 'Cannot message yourself',
    description: 'You cannot send messages in a conversation with yourself.',
  },
  invalidType: {
    title: 'Invalid file type',
    description: 'Please select a valid image file (JPEG, PNG, GIF, or WebP).',
  },
  tooLarge: {
    title: 'File too large',
    description: 'Image file is too large. Please choose a smaller image (max 10MB).',
  },
} as const;

/** Returns the docs/product.md, Validation error for a chat image, or null when it may be sent. */
export function checkChatImage(file: { type: string; size: number }) {
  if (!(CHAT_IMAGE_TYPES as readonly string[]).includes(file.type)) return chatErrors.invalidType;
  if (file.size > CHAT_IMAGE_MAX_BYTES) return chatErrors.tooLarge;
  return null;
}

export const MESSAGE_EMPTY = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Messages are limited to ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`;

export const textMessageSchema = z.object({
  conversationId: z.uuid({ error: 'conversationId must be a conversation id' }),
  type: z.literal('text'),
  content: z
    .string({ error: MESSAGE_EMPTY })
    .refine((value) => value.trim().length > 0, MESSAGE_EMPTY)
    .refine((value) => value.length <= MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
});

/** An image message: `url` must be a chat image this server stored for that conversation. */
export const imageMessageSchema = z.object({
  conversationId: z.uuid({ error: 'conversationId must be a conversation id' }),
  type: z.literal('image'),
  url: z.string({ error: 'An image message needs the url of an uploaded chat image' }).min(1),
  content: z.literal('').optional(),
});

/** POST /api/messages. */
export const sendMessageSchema = z.discriminatedUnion(
  'type',
  [textMessageSchema, imageMessageSchema],
  {
    error: 'type must be text or image',
  },
);
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/**
 * POST /api/conversations. `sellerId` always names the other party: the listing's seller, or for
 * a WTB request its poster. Exactly one of listingId / wtbListingId, matching isWTB.
 */
export const createConversationSchema = z.object({
  sellerId: z
    .string({ error: 'sellerId is required' })
    .min(1, 'sellerId is required')
    .max(100, 'Seller not found'),
  listingId: z.uuid({ error: 'Invalid user or listing reference' }).nullish(),
  wtbListingId: z.uuid({ error: 'Invalid user or listing reference' }).nullish(),
  isWTB: z.boolean().default(false),
});
export type CreateConversationInput = z.input<typeof createConversationSchema>;

/** POST /api/conversations/{id}/mark-read: up to the newest message the reader was shown. */
export const markReadSchema = z
  .object({ lastMessageId: z.number().int().positive().optional() })
  .nullish();

export const chatPartySchema = z.object({
  id: z.string(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
});
export type ChatParty = z.infer<typeof chatPartySchema>;

/** The listing a conversation is about, as its thread header shows it. */
export const chatListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  size: z.string(),
  price: z.string(),
  isSold: z.boolean(),
  /** The first photo's card thumbnail, or null when the listing has none. */
  thumbnailUrl: z.string().nullable(),
});
export type ChatListing = z.infer<typeof chatListingSchema>;

export const chatWtbSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  size: z.string(),
  maxPrice: z.string(),
  isFulfilled: z.boolean(),
});
export type ChatWtb = z.infer<typeof chatWtbSchema>;

export const messageTypeSchema = z.enum(['text', 'image']);

export const lastMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.string(),
  content: z.string(),
  messageType: messageTypeSchema,
  createdAt: z.string(),
});

/**
 * One conversation as one participant sees it: `isRead` is that participant's own state
 * (false when the other party wrote something after what this participant last read).
 * `listing` is null once the listing was deleted (listingId is then null too).
 */
export const conversationSchema = z.object({
  id: z.string(),
  buyerId: z.string(),
  sellerId: z.string(),
  buyer: chatPartySchema,
  seller: chatPartySchema,
  listingId: z.string().nullable(),
  listing: chatListingSchema.nullable(),
  wtbListingId: z.string().nullable(),
  wtbListing: chatWtbSchema.nullable(),
  isWTB: z.boolean(),
  isRead: z.boolean(),
  /** Either of the two blocked the other: the thread stays readable, nobody writes in it. */
  blocked: z.boolean(),
  /** The viewer is the one who blocked (only they can unblock). */
  blockedByMe: z.boolean(),
  lastMessage: lastMessageSchema.nullable(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  /** Grows with every message on the server: the live channel resumes after the last id seen. */
  id: z.number().int(),
  conversationId: z.string(),
  senderId: z.string(),
  sender: z.object({ username: z.string(), profileImageUrl: z.string().nullable() }),
  messageType: messageTypeSchema,
  content: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Removed by a moderator: `content` is then REMOVED_MESSAGE_TEXT, with no image, offer or deal. */
  removed: z.boolean(),
  /**
   * An offer's or a deal's step (decision 032): the linked offer or deal as it stands now, with
   * what the viewer may do, so an old step's card shows its current state.
   */
  offer: offerSchema.nullable(),
  deal: dealSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/conversations?limit=&cursor=: newest activity first; `nextCursor` for the next page. */
export const conversationsQuerySchema = pageQuery(CONVERSATIONS_PAGE_SIZE, PAGE_SIZE_MAX);
export const conversationPageSchema = z.object({
  conversations: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
});
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/**
 * GET /api/conversations/{id}/messages?limit=&cursor=: the newest messages first; `nextCursor`
 * asks for the ones before them (older), null at the start of the thread.
 */
export const messagesQuerySchema = pageQuery(MESSAGES_PAGE_SIZE, PAGE_SIZE_MAX);
export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** The answer to POST /api/conversations/{id}/mark-read: the read mark now stored. */
export const readMarkSchema = z.object({
  conversationId: z.string(),
  isRead: z.literal(true),
  lastReadMessageId: z.number().int(),
});
export type ReadMark = z.infer<typeof readMarkSchema>;

/**
 * What GET /api/live (Server-Sent Events) delivers; the SSE event name is `type`.
 * - `ready`: sent once per connection after any catch-up; `lastMessageId` is the SSE id to resume
 *   from, `resumed` says the connection continued from a Last-Event-ID (missed messages were sent
 *   before it as `message` events, so the client should refresh its conversation list only).
 * - `message`: a new message (SSE id = message id) with the conversation as this user sees it now.
 * - `read`: this user read a conversation (in any tab or device).
 * - `resync`: too much was missed to replay; refetch conversations and the open thread.
 * - `notification`: something this user is told about was added (a new notification).
 * - `reputation`: a review of `username` was written, changed, answered or removed, and this user
 *   wrote it or is `username`: screens showing that person's rating and reviews read them again.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), lastMessageId: z.number().int(), resumed: z.boolean() }),
  z.object({
    type: z.literal('message'),
    message: messageSchema,
    conversation: conversationSchema,
  }),
  z.object({
    type: z.literal('read'),
    conversationId: z.string(),
    lastReadMessageId: z.number().int(),
  }),
  z.object({ type: z.literal('resync') }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({ type: z.literal('reputation'), username: z.string() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/**
 * Server messages the client maps to the wording (docs/product.md, Error catalogue) (matched
 * case-insensitively).
 */
export const conversationServerErrors = {
  sellerNotFound: 'Seller not found',
  listingNotFound: 'Listing not found',
  wtbNotFound: 'WTB listing not found',
  notBelong: 'This listing does not belong to that seller',
  self: 'You cannot start a conversation with yourself',
  invalidReference: 'Invalid user or listing reference',
  listingSold: 'This item has already been sold',
  wtbFulfilled: 'This WTB listing has already been found',
} as const;
