import type { AuthUser } from '@/shared/schemas/user';
import { request } from '@/client/lib/request';

/** GET /api/auth/user: the user behind the session cookie. */
export function getCurrentUser(signal?: AbortSignal): Promise<AuthUser> {
  // Nobody signed in is a normal answer here, not an expired session.
  return request<AuthUser>('GET', '/api/auth/user', { signal, expectUnauthorized: true });
}
