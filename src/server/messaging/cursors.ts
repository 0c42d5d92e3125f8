import { inTimestampRange, invalidCursor, UUID } from '@/server/http/cursor';

/**
 * Keyset positions of the messages dialog's two lists. Opaque to clients (base64url); anything
 * this server did not make is a 400 asking to start again from the first page.
 */

/** A position in the conversation list: (latest activity DESC, unread first, id). */
export type ConversationCursor = { activityAt: string; isRead: boolean; id: string };

export function encodeConversationCursor(cursor: ConversationCursor): string {
  const read = cursor.isRead ? '1' : '0';
  return Buffer.from(`c|${cursor.activityAt}|${read}|${cursor.id}`).toString('base64url');
}

export function decodeConversationCursor(raw: string | undefined): ConversationCursor | undefined {
  if (raw === undefined) return undefined;
  const [tag, iso, read, id, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const activityAt = new Date(iso ?? '');
  if (
    tag !== 'c' ||
    rest.length > 0 ||
    (read !== '0' && read !== '1') ||
    !id ||
    !UUID.test(id) ||
    !inTimestampRange(activityAt)
  ) {
    throw invalidCursor();
  }
  return { activityAt: activityAt.toISOString(), isRead: read === '1', id };
}

/** A position in a thread: the oldest message id shown so far; the next page is older. */
export function encodeMessageCursor(id: number): string {
  return Buffer.from(`m|${id}`).toString('base64url');
}

export function decodeMessageCursor(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const [tag, digits, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const id = Number(digits);
  if (tag !== 'm' || rest.length > 0 || !/^[1-9][0-9]{0,15}$/.test(digits ?? '')) {
    throw invalidCursor();
  }
  if (!Number.isSafeInteger(id)) throw invalidCursor();
  return id;
}
