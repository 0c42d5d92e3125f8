import { apiGet } from '@/client/lib/request';

/**
 * GET /api/auth/user, for its answer alone: a session that ended elsewhere answers 401, which the
 * request helper turns into the "logged out" flow. Any other failure is left for the next try.
 */
export function checkSession(): Promise<void> {
  return apiGet('/api/auth/user').then(
    () => undefined,
    () => undefined,
  );
}
