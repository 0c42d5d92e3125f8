import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { navigate } from 'wouter/use-browser-location';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@/shared/constants';
import type { AuthUser } from '@/shared/schemas/user';
import { request } from './request';
import {
  cacheUser,
  clearSessionCache,
  readCachedUser,
  readDiscordSync,
  writeDiscordSync,
} from './session-cache';
import { toast } from './toast';
import { setUnauthorizedHandler } from './unauthorized';

export type Credentials = { email: string; password: string };

export type AuthState = {
  user: AuthUser | null;
  /** True while the session is being read; the root shows a spinner and the header shows Loading. */
  loading: boolean;
  /** Password sign-in: on success the user is fetched and stored and the browser goes to /. */
  signIn: (credentials: Credentials) => Promise<void>;
  /** Ends the session on the server and here, then goes to /login. */
  signOut: () => Promise<void>;
  /** Replaces the stored user after the person changed it (username, picture). */
  updateUser: (user: AuthUser) => void;
  /** For a Discord user whose avatar failed to load: asks the server for the current one. */
  refreshDiscordAvatar: () => void;
};

const AuthContext = createContext<AuthState | null>(null);

function fetchSessionUser(signal?: AbortSignal): Promise<AuthUser> {
  // Nobody signed in is a normal answer here, not an expired session.
  return request<AuthUser>('GET', '/api/auth/user', { signal, expectUnauthorized: true });
}

/**
 * The user behind the session cookie, or null. SPEC.md §4: a Discord user is synced with Discord
 * once per browser session (marked in session storage); if the sync fails, the user as fetched is
 * used, and the sync is not tried again in this session.
 */
async function loadSessionUser(signal: AbortSignal): Promise<AuthUser | null> {
  let user: AuthUser;
  try {
    user = await fetchSessionUser(signal);
  } catch (error) {
    if (signal.aborted) throw error;
    // SPEC.md §8: a failed user fetch clears the user.
    return null;
  }
  if (user.authProvider === 'discord' && readDiscordSync() === null) {
    try {
      user = await request<AuthUser>('POST', '/api/auth/sync-discord', {
        signal,
        expectUnauthorized: true,
      });
      writeDiscordSync('complete');
    } catch (error) {
      if (signal.aborted) throw error;
      writeDiscordSync('failed');
    }
  }
  return user;
}

/** The session of SPEC.md §4 "Auth state", kept in React and mirrored in session storage. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // A copy under 2 minutes old is used without a call, so a reload shows no spinner.
  const [initialUser] = useState(readCachedUser);
  const [user, setUser] = useState<AuthUser | null>(initialUser);
  const [loading, setLoading] = useState(initialUser === null);
  // Read by callbacks that must not change identity with every user update.
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const storeUser = useCallback((next: AuthUser | null) => {
    if (next) cacheUser(next);
    else clearSessionCache();
    setUser(next);
  }, []);

  useEffect(() => {
    if (initialUser) return;
    const controller = new AbortController();
    loadSessionUser(controller.signal).then(
      (loaded) => {
        storeUser(loaded);
        setLoading(false);
      },
      // Only an abort (unmount) lands here; the next mount loads again.
      () => {},
    );
    return () => controller.abort();
  }, [initialUser, storeUser]);

  // SPEC.md §8: any other call answering 401 means the session is gone. Tell the person, forget
  // the user at once, and go to /login half a second later (once, however many calls failed).
  const redirectTimer = useRef<number | null>(null);
  useEffect(() => {
    const unregister = setUnauthorizedHandler(() => {
      if (redirectTimer.current !== null) return;
      toast({
        variant: 'destructive',
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      });
      storeUser(null);
      setLoading(false);
      redirectTimer.current = window.setTimeout(() => {
        redirectTimer.current = null;
        navigate('/login');
        // Whatever was fetched for the old session must not show for the next person.
        queryClient.clear();
      }, UNAUTHORIZED_REDIRECT_DELAY_MS);
    });
    return () => {
      unregister();
      if (redirectTimer.current !== null) window.clearTimeout(redirectTimer.current);
      redirectTimer.current = null;
    };
  }, [queryClient, storeUser]);

  const signIn = useCallback(
    async ({ email, password }: Credentials) => {
      await request('POST', '/api/auth/signin', {
        json: { email, password },
        expectUnauthorized: true,
      });
      clearSessionCache();
      storeUser(await fetchSessionUser());
      navigate('/');
    },
    [storeUser],
  );

  const signOut = useCallback(async () => {
    try {
      await request('POST', '/api/auth/signout', { expectUnauthorized: true });
    } catch {
      // The local session ends whatever the server said; its cookie expires on its own.
    }
    storeUser(null);
    navigate('/login');
    queryClient.clear();
  }, [queryClient, storeUser]);

  // One refresh per picture URL: if the new avatar fails to load too, it is not asked for again.
  const refreshedAvatar = useRef<string | null | undefined>(undefined);
  const refreshDiscordAvatar = useCallback(() => {
    const current = userRef.current;
    if (current?.authProvider !== 'discord') return;
    if (refreshedAvatar.current === current.profileImageUrl) return;
    refreshedAvatar.current = current.profileImageUrl;
    request<{ updated: boolean; user: AuthUser }>('POST', '/api/auth/refresh-discord-avatar', {
      expectUnauthorized: true,
    }).then(
      (result) => {
        if (result.updated && userRef.current?.id === result.user.id) storeUser(result.user);
      },
      // SPEC.md §8: a failed avatar refresh is silent; the letter fallback stays.
      () => {},
    );
  }, [storeUser]);

  const value = useMemo<AuthState>(
    () => ({ user, loading, signIn, signOut, updateUser: storeUser, refreshDiscordAvatar }),
    [user, loading, signIn, signOut, storeUser, refreshDiscordAvatar],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  // SPEC.md §8: using the auth context outside its provider fails.
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
