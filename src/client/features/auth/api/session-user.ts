import { notifyManager, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@/shared/schemas/user';
import { isOffline } from '@/client/lib/use-online';
import {
  cacheUser,
  clearSessionCache,
  readCachedUser,
  readDiscordSync,
  writeDiscordSync,
} from '@/client/features/auth/session-cache';
import { getCurrentUser } from './get-current-user';
import { syncDiscordProfile } from './sync-discord-profile';

/**
 * The signed-in user, or null, in the query cache. Its key is not an API path: the entry is more
 * than one answer (the check, the Discord sync, and what sign-in and profile changes store), and
 * "refetch every API answer" after a profile change must not ask for it again.
 */
const SESSION_USER_KEY = ['session', 'user'] as const;

/**
 * The user behind the session cookie, or null, mirrored in session storage. A Discord user is
 * synced with Discord once per browser tab; if the sync fails, the user as fetched is used and the
 * sync is not tried again in this tab.
 */
async function loadSessionUser(signal: AbortSignal): Promise<AuthUser | null> {
  let user: AuthUser | null;
  try {
    user = await getCurrentUser(signal);
  } catch (error) {
    // Offline, nobody is signed in for now, but the session (and its copy) is kept: the check
    // runs again when the network is back (refetchOnReconnect below).
    if (signal.aborted || isOffline()) throw error;
    // A failed check (the server unreachable) is treated as nobody signed in.
    user = null;
  }
  if (!user) {
    clearSessionCache();
    return null;
  }
  if (user.authProvider === 'discord' && readDiscordSync() === null) {
    try {
      user = await syncDiscordProfile(signal);
      writeDiscordSync('complete');
    } catch (error) {
      if (signal.aborted) throw error;
      writeDiscordSync('failed');
    }
  }
  cacheUser(user);
  return user;
}

export function sessionUserQueryOptions() {
  return queryOptions({
    queryKey: SESSION_USER_KEY,
    queryFn: ({ signal }) => loadSessionUser(signal),
    // A copy under 2 minutes old is used without a call, so a reload shows no spinner.
    initialData: () => readCachedUser() ?? undefined,
    // Read once per page load; afterwards only sign-in, sign-out, a 401 and profile changes set it.
    staleTime: Infinity,
    gcTime: Infinity,
    // Except after a check that failed offline (docs/product.md, Installable app).
    refetchOnReconnect: (query) => (query.state.status === 'error' ? 'always' : false),
  });
}

/**
 * Nobody signed in, known without a check: the server draws a page only for a request without a
 * session (src/client/first-screen.tsx). Session storage is not touched (there is none there).
 */
export function storeVisitor(queryClient: QueryClient): void {
  queryClient.setQueryData(SESSION_USER_KEY, null);
}

/** Stores who is signed in now, in the query cache and in session storage. */
export function storeSessionUser(queryClient: QueryClient, user: AuthUser | null): void {
  if (user) cacheUser(user);
  else clearSessionCache();
  queryClient.setQueryData(SESSION_USER_KEY, user);
}

/**
 * Stores the user, then runs `next` (a navigation) in the same update. The query cache tells React
 * on the next tick; navigating at once would render the next page with the previous user first
 * (the login page would send a person just signed out back to /, seeing them still signed in).
 */
export function storeSessionUserThen(
  queryClient: QueryClient,
  user: AuthUser | null,
  next: () => void,
): Promise<void> {
  return new Promise((resolve) => {
    notifyManager.batch(() => {
      storeSessionUser(queryClient, user);
      notifyManager.schedule(() => {
        next();
        resolve();
      });
    });
  });
}

export function readSessionUser(queryClient: QueryClient): AuthUser | null {
  return queryClient.getQueryData<AuthUser | null>(SESSION_USER_KEY) ?? null;
}

/**
 * After sign-out or an expired session: whatever was fetched for the old session must not show for
 * the next person in this tab. The session entry stays, holding nobody, so it is not asked for again.
 */
export function forgetSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_USER_KEY[0] });
  queryClient.getMutationCache().clear();
}
