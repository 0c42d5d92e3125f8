import { invalidCursor } from '@/server/http/cursor';

const CURSOR = /^n\|([1-9][0-9]{0,15})$/;

/**
 * A position in someone's notifications: the oldest id shown so far; the next page is older.
 * Opaque to clients (base64url); anything this server did not make is a 400.
 */
export function encodeNotificationCursor(id: number): string {
  return Buffer.from(`n|${id}`).toString('base64url');
}

export function decodeNotificationCursor(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const digits = CURSOR.exec(Buffer.from(raw, 'base64url').toString('utf8'))?.[1];
  const id = Number(digits);
  if (digits === undefined || !Number.isSafeInteger(id)) throw invalidCursor();
  return id;
}
