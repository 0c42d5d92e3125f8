import { ACCOUNT_ERROR_CODES } from '@/shared/schemas/user';
import { HttpError, TooManyRequests } from '@/server/http/errors';
import { IDENTITY_BASE_PATH, type Identity } from './identity';

type IdentityCall = { response: Response; data: Record<string, unknown> };

/**
 * Calls one of Better Auth's endpoints through its HTTP handler, with the caller's cookies,
 * origin and address (`callerHeaders`, see identityHeaders), so its origin checks and rate
 * limits apply to the product API as well.
 */
export async function callIdentity(
  identity: Identity,
  callerHeaders: Headers,
  publicUrl: string,
  path: string,
  body: Record<string, unknown>,
): Promise<IdentityCall> {
  const headers = new Headers(callerHeaders);
  headers.set('content-type', 'application/json');
  // Our own routes already passed the trusted-origin check; requests without a browser have no Origin.
  if (!headers.has('origin')) headers.set('origin', publicUrl);
  const response = await identity.handler(
    new Request(`${publicUrl}${IDENTITY_BASE_PATH}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let data: Record<string, unknown> = {};
  try {
    data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    data = { message: text };
  }
  return { response, data };
}

/** Every refusal of a sign-in or account e-mail past its limit. */
export const TOO_MANY = 'Too many attempts. Please wait a minute and try again.';

/** Better Auth's codes that clients act on, as our `code` (the hooks in identity.ts throw ours). */
const PUBLIC_CODES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: ACCOUNT_ERROR_CODES.emailNotVerified,
  ...Object.fromEntries(Object.values(ACCOUNT_ERROR_CODES).map((code) => [code, code])),
};

/**
 * Turns a refusal from Better Auth into our `{ message }` error with the same status, and the
 * `code` for the refusals a client tells apart (ACCOUNT_ERROR_CODES).
 */
export function identityError(
  call: IdentityCall,
  messages: Record<string, string> = {},
): HttpError {
  const { response, data } = call;
  if (response.status === 429) return new TooManyRequests(TOO_MANY);
  const code = typeof data.code === 'string' ? data.code : '';
  const message =
    messages[code] ?? (typeof data.message === 'string' && data.message) ?? response.statusText;
  return new HttpError(
    response.status >= 400 ? response.status : 500,
    message || 'Request failed',
    PUBLIC_CODES[code],
  );
}
