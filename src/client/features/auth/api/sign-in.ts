import type { Credentials } from '@/client/lib/auth';
import { request } from '@/client/lib/request';

/** POST /api/auth/signin: sets the session cookie. */
export async function signIn({ email, password }: Credentials): Promise<void> {
  // A wrong password answers 401: the form shows it; nobody was signed in to sign out.
  await request('POST', '/api/auth/signin', {
    json: { email, password },
    expectUnauthorized: true,
  });
}
