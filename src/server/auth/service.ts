import type { z } from 'zod';
import {
  SIGN_UP_SUCCESS,
  type AccountMessage,
  type credentialsSchema,
  type newPasswordSchema,
  type SignInResponse,
  type SignUpResponse,
} from '@/shared/schemas/user';
import type { AppDeps } from '@/server/deps';
import { TooManyRequests, Unauthorized } from '@/server/http/errors';
import { consumeRateLimit, limitRate, type RateRule } from '@/server/http/rate-limit';
import { findAuthUser, generateUniqueUsername, usernameBase } from '@/server/users/service';
import { callIdentity, identityError, TOO_MANY } from './identity-calls';
import { SESSION_LIFETIME_SECONDS } from './identity';

type AccountDeps = Pick<AppDeps, 'db' | 'identity' | 'config'>;

/** Who asks: their address (as far as the trusted proxies vouch for it) and their headers. */
export type Caller = { ip: string; headers: Headers };

type Credentials = z.infer<typeof credentialsSchema>;

const VERIFIED_LANDING = '/login?verified=1';
/** One account's sign-in attempts from every address together: this many times AUTH_RATE_LIMIT. */
const ACCOUNT_CAP_FACTOR = 10;

async function limit(deps: AccountDeps, key: string, rule: RateRule): Promise<void> {
  const result = await consumeRateLimit(deps.db, key, rule);
  if (!result.allowed) throw new TooManyRequests(TOO_MANY, result.retryAfterSeconds);
}

const perMinute = (deps: AccountDeps): RateRule => ({
  windowSeconds: 60,
  max: deps.config.authRateLimit,
});

/**
 * Sign-in guesses (Better Auth also limits each address, whatever the account). Keyed on the
 * account and the address, so someone guessing from elsewhere does not lock the owner out; the
 * account's cap across addresses is higher, and an address past its own limit adds nothing to it.
 */
async function limitSignIn(deps: AccountDeps, caller: Caller, email: string): Promise<void> {
  const account = email.toLowerCase();
  await limit(deps, `signin-account-address:${account}:${caller.ip}`, perMinute(deps));
  await limit(deps, `signin-account:${account}`, {
    windowSeconds: 60,
    max: deps.config.authRateLimit * ACCOUNT_CAP_FACTOR,
  });
}

/**
 * Account e-mails: a few an hour per client address (each one is a mail we send to someone),
 * and a few a minute to one account's inbox, from anywhere.
 */
async function limitMail(deps: AccountDeps, caller: Caller, email: string): Promise<void> {
  const perAddress = { windowSeconds: 60 * 60, max: deps.config.mailRateLimit };
  await limitRate(deps.db, `mail-address:${caller.ip}`, perAddress, 'asking for account e-mails');
  await limit(deps, `mail-account:${email.toLowerCase()}`, perMinute(deps));
}

function call(deps: AccountDeps, caller: Caller, path: string, body: Record<string, unknown>) {
  return callIdentity(deps.identity, caller.headers, deps.config.publicUrl, path, body);
}

export async function signUp(
  deps: AccountDeps,
  caller: Caller,
  { email, password }: Credentials,
): Promise<SignUpResponse> {
  await limitMail(deps, caller, email);
  const result = await call(deps, caller, '/sign-up/email', {
    email,
    password,
    name: usernameBase(email),
    callbackURL: VERIFIED_LANDING,
  });
  if (!result.response.ok) throw identityError(result);
  // For an address that is already registered Better Auth answers with a look-alike user that
  // is not stored. Its username is then the one a new account would get now (the base, or the
  // base with a number when it is taken), so this response never tells whether one exists.
  const { id } = result.data.user as { id: string };
  const created = await findAuthUser(deps.db, id);
  const username = created?.username ?? (await generateUniqueUsername(deps.db, email));
  return { message: SIGN_UP_SUCCESS, username };
}

/** The user and their session, and the session cookies to set. */
export async function signIn(
  deps: AccountDeps,
  caller: Caller,
  { email, password }: Credentials,
): Promise<{ answer: SignInResponse; cookies: string[] }> {
  await limitSignIn(deps, caller, email);
  const result = await call(deps, caller, '/sign-in/email', {
    email,
    password,
    callbackURL: VERIFIED_LANDING,
  });
  if (!result.response.ok) {
    throw identityError(result, {
      INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password',
      EMAIL_NOT_VERIFIED:
        'Please verify your email before signing in. We have sent you a new verification link.',
    });
  }
  const token = String(result.data.token);
  const sessionUser = result.data.user as { id: string };
  const user = await findAuthUser(deps.db, sessionUser.id);
  if (!user) throw new Unauthorized();
  const session = {
    access_token: token,
    // Better Auth sessions slide: each use within the lifetime renews them, so the refresh
    // token is the session token itself.
    refresh_token: token,
    expires_in: SESSION_LIFETIME_SECONDS,
    token_type: 'bearer' as const,
  };
  return { answer: { user, session }, cookies: result.response.headers.getSetCookie() };
}

/** Ends the caller's session; returns the cookies that clear it. */
export async function signOut(deps: AccountDeps, caller: Caller): Promise<string[]> {
  const result = await call(deps, caller, '/sign-out', {});
  return result.response.headers.getSetCookie();
}

/** An account e-mail: the answer is the same whether or not the address has an account. */
async function sendAccountMail(
  deps: AccountDeps,
  caller: Caller,
  email: string,
  request: { path: string; body: Record<string, unknown>; answer: string },
): Promise<AccountMessage> {
  await limitMail(deps, caller, email);
  const result = await call(deps, caller, request.path, { email, ...request.body });
  if (result.response.status === 429) throw identityError(result);
  return { message: request.answer };
}

export function resendVerification(deps: AccountDeps, caller: Caller, email: string) {
  return sendAccountMail(deps, caller, email, {
    path: '/send-verification-email',
    body: { callbackURL: VERIFIED_LANDING },
    answer: 'If that account still needs verifying, a new link is on its way.',
  });
}

export function requestPasswordReset(deps: AccountDeps, caller: Caller, email: string) {
  return sendAccountMail(deps, caller, email, {
    path: '/request-password-reset',
    body: { redirectTo: '/reset-password' },
    answer: 'If an account exists for that email, we have sent a link to reset its password.',
  });
}

export async function resetPassword(
  deps: AccountDeps,
  caller: Caller,
  { token, newPassword }: z.infer<typeof newPasswordSchema>,
): Promise<AccountMessage> {
  const result = await call(deps, caller, '/reset-password', { token, newPassword });
  if (!result.response.ok) {
    throw identityError(result, {
      INVALID_TOKEN: 'This reset link is invalid or has expired. Please ask for a new one.',
    });
  }
  return { message: 'Your password has been reset. Please sign in with your new password.' };
}
