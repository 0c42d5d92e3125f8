import type { AuthUser, SessionState } from '@/shared/schemas/user';
import { request } from '@/client/lib/request';

/** GET /api/auth/session: the user behind the session cookie, or null when nobody is signed in. */
export async function getCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  const { user } = await request<SessionState>('GET', '/api/auth/session', { signal });
  return user;
}
