import { request } from '@/client/lib/request';

/** POST /api/auth/signout: ends the session on the server. */
export async function signOut(): Promise<void> {
  // An already expired session answers 401, which must not start the "logged out" flow again.
  await request('POST', '/api/auth/signout', { expectUnauthorized: true });
}
