import { SIGN_UP_SUCCESS, type SignUpResponse } from '@/shared/schemas/user';
import type { Credentials } from '@/client/lib/auth';
import { request } from '@/client/lib/request';

/** POST /api/auth/signup. Resolves with what to tell the person: check your e-mail. */
export async function signUp(credentials: Credentials): Promise<string> {
  const response = await request<Partial<SignUpResponse>>('POST', '/api/auth/signup', {
    json: credentials,
  });
  // docs/product.md, Error catalogue: the sign-up success fallback.
  return response.message || SIGN_UP_SUCCESS;
}
