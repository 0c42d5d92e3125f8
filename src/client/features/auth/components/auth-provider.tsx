import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { AuthUser } from '@/shared/schemas/user';
import { AuthContext, type AuthState, type Credentials } from '@/client/lib/auth';
import { forgetAccountAnswers } from '@/client/lib/account-answers';
import { setRequestAccount, VISITOR_ACCOUNT } from '@/client/lib/account-header';
import { getCurrentUser } from '@/client/features/auth/api/get-current-user';
import {
  forgetSessionData,
  sessionUserQueryOptions,
  storeSessionUser,
  storeSessionUserThen,
} from '@/client/features/auth/api/session-user';
import { signIn as signInRequest } from '@/client/features/auth/api/sign-in';
import { signOut as signOutRequest } from '@/client/features/auth/api/sign-out';
import { useDiscordAvatarRefresh } from '@/client/features/auth/hooks/use-discord-avatar-refresh';
import { useUnauthorizedRedirect } from '@/client/features/auth/hooks/use-unauthorized-redirect';
import { clearSessionCache } from '@/client/features/auth/session-cache';

/**
 * Push alerts stop for the account signing out (lib/push-subscription-owner.ts), loaded when
 * someone signs out rather than with the first page; best effort, like the work it loads.
 */
async function stopAlertsOf(userId: string): Promise<void> {
  try {
    const { stopAlertsOnSignOut } = await import('@/client/lib/push-subscription-owner');
    await stopAlertsOnSignOut(userId);
  } catch {
    // Offline, or the file is gone after a deploy: signing out goes on.
  }
}

/**
 * The session: who is signed in, read through the query cache and mirrored in session storage,
 * with sign-in, sign-out and the reaction to an expired session. Everything else reads it through
 * useAuth().
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionUserQueryOptions());
  // Read while rendering, before any child's query runs: their GETs declare this account.
  setRequestAccount(session.isSuccess ? (session.data?.id ?? VISITOR_ACCOUNT) : null);
  useUnauthorizedRedirect();
  const refreshDiscordAvatar = useDiscordAvatarRefresh();

  const updateUser = useCallback(
    (user: AuthUser) => storeSessionUser(queryClient, user),
    [queryClient],
  );

  const signIn = useCallback(
    async (credentials: Credentials) => {
      await signInRequest(credentials);
      // A new session starts from nothing, its Discord sync included.
      clearSessionCache();
      const user = await getCurrentUser();
      if (!user) throw new Error('Signed in, but the new session was not found. Please try again.');
      await storeSessionUserThen(queryClient, user, () => navigate('/'));
    },
    [queryClient],
  );

  const signedInId = session.data?.id;
  const signOut = useCallback(async () => {
    if (signedInId) await stopAlertsOf(signedInId);
    try {
      await signOutRequest();
    } catch {
      // The local session ends whatever the server said; its cookie expires on its own.
    }
    // Before navigating: the account's answers kept for offline leave the browser now, not when
    // the next person's first read reaches the service worker (decision 038).
    if (signedInId) await forgetAccountAnswers(signedInId);
    await storeSessionUserThen(queryClient, null, () => {
      navigate('/login');
      forgetSessionData(queryClient);
    });
  }, [queryClient, signedInId]);

  const user = session.data ?? null;
  const loading = session.isPending;
  const value = useMemo<AuthState>(
    () => ({ user, loading, signIn, signOut, updateUser, refreshDiscordAvatar }),
    [user, loading, signIn, signOut, updateUser, refreshDiscordAvatar],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
