import { chatErrors, conversationServerErrors } from '@/shared/schemas/chat';
import { BLOCKED_MESSAGE } from '@/shared/schemas/safety';
import { ApiError } from '@/client/lib/request';

/** A toast's words: a title and a description. */
type ChatNotice = { title: string; description: string };

export const CONVERSATION_STARTED = 'Conversation started! Check your messages.';
const CREATE_CONVERSATION_FALLBACK = 'Failed to create conversation. Please try again.';
const SEND_MESSAGE_FALLBACK = 'Failed to send message. Please try again.';
const SEND_IMAGE_FALLBACK = 'Failed to send image. Please try again.';

export const NO_CONVERSATION = {
  text: 'Please select a conversation to send a message',
  image: 'Please select a conversation to send an image',
} as const;

const server = conversationServerErrors;

/**
 * docs/product.md, Error catalogue: the server's words for a refused conversation, told in the
 * product's words. Matched case-insensitively by substring, in this order ("WTB listing not found"
 * is a listing not found). A sold item or a found WTB request is said as the server says it.
 */
const CREATE_MESSAGES: Array<[needle: string, shown: string | null]> = [
  [server.sellerNotFound, 'The seller account was not found. They may have deleted their account.'],
  [server.listingNotFound, 'This listing is no longer available.'],
  ['does not belong to', 'There was an error with the listing information.'],
  [
    'cannot start a conversation with yourself',
    'You cannot message yourself about your own listing.',
  ],
  ['already exists', 'A conversation about this listing already exists.'],
  [server.invalidReference, 'The user or listing information is invalid.'],
  [server.listingSold, null],
  [server.wtbFulfilled, null],
  [BLOCKED_MESSAGE, null],
];

function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/** What a failed POST /api/conversations tells the person. */
export function createConversationErrorMessage(error: unknown): string {
  const message = serverMessageOf(error);
  if (!message) return CREATE_CONVERSATION_FALLBACK;
  const lower = message.toLowerCase();
  for (const [needle, shown] of CREATE_MESSAGES) {
    if (lower.includes(needle.toLowerCase())) return shown ?? message;
  }
  return CREATE_CONVERSATION_FALLBACK;
}

/** What a failed text message tells the person: the server's message (429 says slow down) or the fallback. */
export function sendMessageErrorMessage(error: unknown): string {
  return serverMessageOf(error) ?? SEND_MESSAGE_FALLBACK;
}

/**
 * What a failed image tells the person. A refused size (413) or type (415) gets the friendly words
 * of docs/product.md, Validation, as the browser's own check would have said; anything else the
 * server's message.
 */
export function sendImageError(error: unknown): ChatNotice {
  const message = serverMessageOf(error) ?? '';
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 413 || /file too large/i.test(message)) return chatErrors.tooLarge;
  if (status === 415 || /invalid file type/i.test(message)) return chatErrors.invalidType;
  return { title: 'Error', description: message || SEND_IMAGE_FALLBACK };
}
