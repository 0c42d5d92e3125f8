import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_GROUPS, type EmailGroup } from '@/shared/schemas/email-preferences';

/** docs/product.md, E-mail: an unsubscribe link works this long after its e-mail went out. */
export const UNSUBSCRIBE_LINK_DAYS = 60;

type Payload = { userId: string; group: EmailGroup; expiresAt: number };

function signature(secret: string, payload: string): Buffer {
  // A purpose prefix, so no other token signed with the app's secret can pass for this one.
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest();
}

/** `<payload>.<signature>`, both base64url: the user, the kind group and the expiry (seconds). */
export function signUnsubscribeToken(
  secret: string,
  userId: string,
  group: EmailGroup,
  now = new Date(),
): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * 86_400;
  const payload = Buffer.from(JSON.stringify([userId, group, expiresAt])).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The token's user and group, or null when it is forged, altered, malformed or expired. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): Payload | null {
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return null;
  const expected = signature(secret, payload);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 3) return null;
  const [userId, group, expiresAt] = fields as [unknown, unknown, unknown];
  if (typeof userId !== 'string' || typeof expiresAt !== 'number') return null;
  if (!EMAIL_GROUPS.includes(group as EmailGroup)) return null;
  if (expiresAt * 1000 <= now.getTime()) return null;
  return { userId, group: group as EmailGroup, expiresAt };
}
