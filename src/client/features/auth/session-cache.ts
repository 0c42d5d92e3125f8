import { USER_CACHE_LIFETIME_MS } from '@/shared/constants';
import type { AuthUser } from '@/shared/schemas/user';

/**
 * What the session keeps in session storage: a copy of the user with the time it was stored, used
 * without a call while under USER_CACHE_LIFETIME_MS (2 minutes) old, and whether this tab has
 * already synced a Discord user's profile. Session storage is per tab and dies with it, so every
 * tab reads its own session. Storage can be unavailable (private modes, full quota): then nothing
 * is cached.
 */
const USER_KEY = 'rotation.user';
const DISCORD_SYNC_KEY = 'rotation.discord-sync';

type DiscordSyncState = 'complete' | 'failed';

type CachedUser = { user: AuthUser; storedAt: number };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readCachedUser(now = Date.now()): AuthUser | null {
  const raw = storage()?.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const cached = JSON.parse(raw) as Partial<CachedUser>;
    const age = now - Number(cached.storedAt);
    if (!cached.user || !(age >= 0 && age < USER_CACHE_LIFETIME_MS)) return null;
    return cached.user;
  } catch {
    return null;
  }
}

export function cacheUser(user: AuthUser, now = Date.now()): void {
  try {
    storage()?.setItem(USER_KEY, JSON.stringify({ user, storedAt: now } satisfies CachedUser));
  } catch {
    // A full or blocked storage only costs a call on the next page load.
  }
}

export function readDiscordSync(): DiscordSyncState | null {
  const value = storage()?.getItem(DISCORD_SYNC_KEY);
  return value === 'complete' || value === 'failed' ? value : null;
}

export function writeDiscordSync(state: DiscordSyncState): void {
  try {
    storage()?.setItem(DISCORD_SYNC_KEY, state);
  } catch {
    // Without storage the sync simply runs again on the next page load.
  }
}

/** Sign-out, an expired session and a new sign-in all start from nothing. */
export function clearSessionCache(): void {
  const store = storage();
  store?.removeItem(USER_KEY);
  store?.removeItem(DISCORD_SYNC_KEY);
}
