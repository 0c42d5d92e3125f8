import { CONVERSATION_TITLE_PREVIEW, MESSAGE_PREVIEW } from '@/shared/constants';
import { truncate } from '@/shared/format';
import type { Conversation } from '@/shared/schemas/chat';
import type { ChatTarget } from './selection';

export const LISTING_GONE = 'Listing no longer available';
const IMAGE_PREVIEW = '📷 Image';

/**
 * The listing or WTB title of a conversation row, cut to 25 characters (docs/product.md, Screens).
 */
export function conversationTitle(conversation: Conversation): string {
  const title = conversation.isWTB ? conversation.wtbListing?.title : conversation.listing?.title;
  return title ? truncate(title, CONVERSATION_TITLE_PREVIEW) : LISTING_GONE;
}

/** The same for a conversation about to be started. */
export function targetTitle(target: ChatTarget): string {
  return truncate(
    target.kind === 'wtb' ? target.wtb.title : target.listing.title,
    CONVERSATION_TITLE_PREVIEW,
  );
}

/** The last message of a row, cut to 35 characters, or 📷 Image; null before the first one. */
export function lastMessagePreview(conversation: Conversation): string | null {
  const last = conversation.lastMessage;
  if (!last) return null;
  if (last.messageType === 'image') return IMAGE_PREVIEW;
  return truncate(last.content.replace(/\s+/g, ' ').trim(), MESSAGE_PREVIEW);
}
