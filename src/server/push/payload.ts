import type { PushPayload } from '@/shared/schemas/push';

/**
 * Push services take about 4 kB of encrypted payload; alerts show a line or two anyway. These
 * keep the JSON well under that whatever a message or notification holds.
 */
export const ALERT_TITLE_MAX = 80;
export const ALERT_BODY_MAX = 160;

/** One line of at most `max` characters, cut at a code point with an ellipsis when longer. */
export function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const points = [...line];
  return points.length <= max ? line : `${points.slice(0, max - 1).join('')}…`;
}

/** Alerts about one conversation replace each other on the device instead of piling up. */
function conversationTag(conversationId: string): string {
  return `conversation-${conversationId}`;
}

/** A new message (docs/product.md, Push alerts): who sent it and a preview. */
export function messageAlert(message: {
  conversationId: string;
  type: 'text' | 'image';
  content: string;
  senderUsername: string;
}): PushPayload {
  return {
    title: clip(`New message from ${message.senderUsername}`, ALERT_TITLE_MAX),
    body: message.type === 'image' ? 'Sent a photo' : clip(message.content, ALERT_BODY_MAX),
    // The Messages dialog opened on it (docs/product.md, Screens), as deals/trade-service.ts links it.
    url: `/?conversation=${message.conversationId}`,
    tag: conversationTag(message.conversationId),
  };
}

/**
 * A notification as the app lists it. One about a conversation (an offer's or a deal's step)
 * folds into that conversation's alert.
 */
export function notificationAlert(notification: {
  id: number;
  title: string;
  body: string;
  url: string;
}): PushPayload {
  const conversation = /^\/\?conversation=([\w-]+)$/.exec(notification.url)?.[1];
  return {
    title: clip(notification.title, ALERT_TITLE_MAX),
    body: clip(notification.body, ALERT_BODY_MAX),
    url: notification.url,
    tag: conversation ? conversationTag(conversation) : `notification-${notification.id}`,
  };
}
