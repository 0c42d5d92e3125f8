import type { EmailGroup, EmailPreferences } from '@/shared/schemas/email-preferences';
import type { Database } from '@/server/db/client';
import { findRecipient, savePreferences } from './repository';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export { findPreferences, savePreferences } from './repository';

/**
 * Turns off the group an unsubscribe token names, for the person it names; null (and nothing
 * changed) when the token is forged, altered or expired, or its account is gone.
 */
export async function unsubscribe(
  db: Database,
  secret: string,
  token: string,
): Promise<{ group: EmailGroup; preferences: EmailPreferences } | null> {
  const payload = verifyUnsubscribeToken(secret, token);
  if (!payload) return null;
  if (!(await findRecipient(db, payload.userId))) return null;
  const preferences = await savePreferences(db, payload.userId, { [payload.group]: 'off' });
  return { group: payload.group, preferences };
}

/** Without a valid token: which group it names, for the confirmation page. */
export function unsubscribeGroup(secret: string, token: string): EmailGroup | null {
  return verifyUnsubscribeToken(secret, token)?.group ?? null;
}
