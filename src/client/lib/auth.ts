import { createContext, useContext } from 'react';
import type { AuthUser } from '@/shared/schemas/user';

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

/**
 * Who is signed in, and what changes it. The auth feature fills it (its AuthProvider, which the app
 * shell mounts around everything); every other part of the client reads it here, so knowing the
 * signed-in person never means importing another feature.
 */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  // A component outside the provider would silently see nobody signed in: fail loudly instead.
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
