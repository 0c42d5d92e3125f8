import { SIGN_UP_SUCCESS } from '@/shared/schemas/user';
import type { Credentials } from '@/client/lib/auth';
import { request } from '@/client/lib/request';

type SignUpResponse = { message?: string; username?: string };

/** POST /api/auth/signup. Resolves with what to tell the person: check your e-mail. */
export async function signUp(credentials: Credentials): Promise<string> {
  const response = await request<SignUpResponse>('POST', '/api/auth/signup', {
    json: credentials,
  });
  // docs/product.md, Error catalogue: the sign-up success fallback.
  return response.message || SIGN_UP_SUCCESS;
}
