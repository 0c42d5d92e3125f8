import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { PublicUser } from '../../shared/schemas/user';

/** The signed-in person as the header and pages need them. The accounts issue replaces this with its session schema. */
export type SessionUser = Pick<PublicUser, 'id' | 'username' | 'profileImageUrl' | 'isAdmin'>;

export type AuthState = {
  user: SessionUser | null;
  /** True while the session is being read; the root shows a spinner and the header shows Loading. */
  loading: boolean;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

/**
 * The auth seam. Accounts arrive in a later issue, which fills this provider with the real
 * session (SPEC.md §4 "Auth state"). Until then nobody can be signed in, so it says exactly that:
 * no user, not loading. Everything that depends on a user already reads it from here.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthState>(
    () => ({
      user: null,
      loading: false,
      // SPEC.md §2: after sign-out the browser goes to /login.
      signOut: async () => navigate('/login'),
    }),
    [],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  // SPEC.md §8: using the auth context outside its provider fails.
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
