import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountMessageSchema,
  authProvidersSchema,
  authUserSchema,
  credentialsSchema,
  newPasswordSchema,
  SIGN_UP_SUCCESS,
  signInResponseSchema,
  signUpResponseSchema,
  signUpSchema,
} from '@/shared/schemas/user';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { TooManyRequests, Unauthorized } from '@/server/http/errors';
import { consumeRateLimit, limitRate, type RateRule } from '@/server/http/rate-limit';
import { findAuthUser, generateUniqueUsername } from '@/server/users/service';
import { usernameBase } from '@/server/users/username-candidates';
import { callIdentity, identityError, TOO_MANY } from './identity-calls';
import { SESSION_LIFETIME_SECONDS } from './identity';
import { signedInUser } from './plugin';

const VERIFIED_LANDING = '/login?verified=1';
/** One account's sign-in attempts from every address together: this many times AUTH_RATE_LIMIT. */
const ACCOUNT_CAP_FACTOR = 10;

/** The product's account API (sign-up, sign-in, e-mails, password reset) on top of Better Auth. */
export const authRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'identity' | 'guards' | 'config'>
> = async (app, deps) => {
  const { db, identity, guards, config } = deps;
  const perMinute: RateRule = { windowSeconds: 60, max: config.authRateLimit };
  const accountAcrossAddresses = {
    windowSeconds: 60,
    max: config.authRateLimit * ACCOUNT_CAP_FACTOR,
  };
  const mailPerAddress = { windowSeconds: 60 * 60, max: config.mailRateLimit };

  async function limit(key: string, rule: RateRule) {
    const result = await consumeRateLimit(db, key, rule);
    if (!result.allowed) throw new TooManyRequests(TOO_MANY, result.retryAfterSeconds);
  }

  /**
   * Sign-in guesses (Better Auth also limits each address, whatever the account). Keyed on the
   * account and the address, so someone guessing from elsewhere does not lock the owner out; the
   * account's cap across addresses is higher, and an address past its own limit adds nothing to it.
   */
  async function limitSignIn(request: FastifyRequest, email: string) {
    const account = email.toLowerCase();
    await limit(`signin-account-address:${account}:${request.ip}`, perMinute);
    await limit(`signin-account:${account}`, accountAcrossAddresses);
  }

  /**
   * Account e-mails: a few an hour per client address (each one is a mail we send to someone),
   * and a few a minute to one account's inbox, from anywhere.
   */
  async function limitMail(request: FastifyRequest, email: string) {
    await limitRate(db, `mail-address:${request.ip}`, mailPerAddress, 'asking for account e-mails');
    await limit(`mail-account:${email.toLowerCase()}`, perMinute);
  }

  const call = (
    request: Parameters<typeof callIdentity>[1],
    path: string,
    body: Record<string, unknown>,
  ) => callIdentity(identity, request, config.publicUrl, path, body);

  const confirms = { 200: accountMessageSchema, ...errorResponses };

  app.post(
    '/api/auth/signup',
    { schema: { body: signUpSchema, response: { 200: signUpResponseSchema, ...errorResponses } } },
    async (request) => {
      const { email, password } = request.body;
      await limitMail(request, email);
      const result = await call(request, '/sign-up/email', {
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
      const created = await findAuthUser(db, id);
      const username = created?.username ?? (await generateUniqueUsername(db, email));
      return { message: SIGN_UP_SUCCESS, username };
    },
  );

  app.post(
    '/api/auth/signin',
    {
      schema: {
        body: credentialsSchema,
        response: { 200: signInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await limitSignIn(request, email);
      const result = await call(request, '/sign-in/email', {
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
      const user = await findAuthUser(db, sessionUser.id);
      if (!user) throw new Unauthorized();
      reply.header('set-cookie', result.response.headers.getSetCookie());
      return {
        user,
        // Better Auth sessions slide: each use within the lifetime renews them, so the refresh
        // token is the session token itself.
        session: {
          access_token: token,
          refresh_token: token,
          expires_in: SESSION_LIFETIME_SECONDS,
          token_type: 'bearer' as const,
        },
      };
    },
  );

  app.post('/api/auth/signout', { schema: { response: confirms } }, async (request, reply) => {
    const result = await call(request, '/sign-out', {});
    const cookies = result.response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return { message: 'Signed out' };
  });

  app.post(
    '/api/auth/resend-verification',
    { schema: { body: credentialsSchema.pick({ email: true }), response: confirms } },
    async (request) => {
      await limitMail(request, request.body.email);
      const result = await call(request, '/send-verification-email', {
        email: request.body.email,
        callbackURL: VERIFIED_LANDING,
      });
      if (result.response.status === 429) throw identityError(result);
      return { message: 'If that account still needs verifying, a new link is on its way.' };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    { schema: { body: credentialsSchema.pick({ email: true }), response: confirms } },
    async (request) => {
      await limitMail(request, request.body.email);
      const result = await call(request, '/request-password-reset', {
        email: request.body.email,
        redirectTo: '/reset-password',
      });
      if (result.response.status === 429) throw identityError(result);
      return {
        message: 'If an account exists for that email, we have sent a link to reset its password.',
      };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: newPasswordSchema, response: confirms } },
    async (request) => {
      const result = await call(request, '/reset-password', {
        token: request.body.token,
        newPassword: request.body.newPassword,
      });
      if (!result.response.ok) {
        throw identityError(result, {
          INVALID_TOKEN: 'This reset link is invalid or has expired. Please ask for a new one.',
        });
      }
      return { message: 'Your password has been reset. Please sign in with your new password.' };
    },
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: guards.requireUser,
      schema: { response: { 200: authUserSchema, ...errorResponses } },
    },
    async (request) => signedInUser(request),
  );

  /** Which sign-in methods the login page offers: Discord only when it is configured. */
  app.get(
    '/api/auth/providers',
    { schema: { response: { 200: authProvidersSchema, ...errorResponses } } },
    async () => ({ email: true, discord: Boolean(config.discord) }),
  );

  // Where a client is sent when its session has expired.
  app.get(
    '/api/login',
    { schema: { response: { 302: z.null().describe('Redirect to /login') } } },
    async (_request, reply) => reply.redirect('/login'),
  );
};
