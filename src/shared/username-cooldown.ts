import { USERNAME_COOLDOWN_DAYS } from './constants';

/** How long a username stays as it is after a change. */
export const USERNAME_COOLDOWN_MS = USERNAME_COOLDOWN_DAYS * 24 * 60 * 60 * 1000;

/** When a username changed at `lastChanged` may change again; null if it never changed. */
export function nextUsernameChange(lastChanged: string | Date | null): Date | null {
  if (!lastChanged) return null;
  const last = new Date(lastChanged).getTime();
  if (Number.isNaN(last)) return null;
  return new Date(last + USERNAME_COOLDOWN_MS);
}

/** Editing is disabled for 7 days after the last change. Returns the end of the lock. */
export function usernameLockedUntil(
  lastChanged: string | Date | null,
  now: Date = new Date(),
): Date | null {
  const next = nextUsernameChange(lastChanged);
  return next && next.getTime() > now.getTime() ? next : null;
}
