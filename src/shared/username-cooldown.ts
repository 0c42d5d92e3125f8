import { USERNAME_COOLDOWN_DAYS } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a username changed at `lastChanged` may change again; null if it never changed. */
export function nextUsernameChange(lastChanged: string | Date | null): Date | null {
  if (!lastChanged) return null;
  const last = new Date(lastChanged).getTime();
  if (Number.isNaN(last)) return null;
  return new Date(last + USERNAME_COOLDOWN_DAYS * DAY_MS);
}

/** SPEC.md §4: editing is disabled for 7 days after the last change. Returns the end of the lock. */
export function usernameLockedUntil(
  lastChanged: string | Date | null,
  now: Date = new Date(),
): Date | null {
  const next = nextUsernameChange(lastChanged);
  return next && next.getTime() > now.getTime() ? next : null;
}
