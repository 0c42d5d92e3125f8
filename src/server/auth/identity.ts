import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth } from 'better-auth/plugins';
import { ACCOUNT_SUSPENDED_ERROR, suspendedMessage } from '@/shared/schemas/moderation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/shared/schemas/user';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { accounts, rateLimits, sessions, users, verifications } from '@/server/db/schema';
import type { Mailer } from '@/server/mail/mailer';
import { mailTemplates } from '@/server/mail/templates';
import { activeSuspension } from '@/server/moderation/suspension-service';
import {
  discordAvatarUrl,
  generateUniqueUsername,
  generateWordsUsername,
  linkDiscordAccount,
  wordsUsername,
  type DiscordProfile,
} from '@/server/users/service';
import { passwordStrengthGuard } from './password-guard';

/** Where Better Auth's own routes live: the identity provider behind the product's /api/auth routes. */
export const IDENTITY_BASE_PATH = '/api/identity';
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. 2 = Argon2id in @node-rs/argon2.
const ARGON2 = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

type IdentityDeps = {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
  trustedOrigins: string[];
};

export function createIdentity({ config, db, mailer, secret, trustedOrigins }: IdentityDeps) {
  return betterAuth({
    appName: 'Rotation',
    baseURL: config.publicUrl,
    basePath: IDENTITY_BASE_PATH,
    secret,
    trustedOrigins,
    telemetry: { enabled: false },
    // A sign-in that fails before Better Auth knows where to send the browser (a lost OAuth
    // state, say) goes to the sign-in page, which says so, rather than to Better Auth's own
    // HTML error page under the API (identity-routes.ts).
    onAPIError: { errorURL: '/login' },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      fields: { image: 'profileImageUrl' },
      additionalFields: {
        username: { type: 'string', required: false, input: false },
        usernameLastChanged: { type: 'date', required: false, input: false },
        usernameChosen: { type: 'boolean', required: false, defaultValue: false, input: false },
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
        discordId: { type: 'string', required: false, input: false },
        discordUsername: { type: 'string', required: false, input: false },
        authProvider: { type: 'string', required: false, defaultValue: 'email', input: false },
      },
    },
    session: { expiresIn: SESSION_LIFETIME_SECONDS, updateAge: 24 * 60 * 60 },
    account: { accountLinking: { enabled: false } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: (password) => hash(password, ARGON2),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(mailTemplates.resetPassword(user.email, url));
      },
      // Sign-up never tells whether an address is registered: the answer is the same, and the
      // owner of the address gets a note instead of a second account.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(mailTemplates.alreadyRegistered(user.email, `${config.publicUrl}/login`));
      },
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        ...additionalFields,
        username: wordsUsername(),
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(mailTemplates.verifyEmail(user.email, url));
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: config.authRateLimit },
        '/sign-up/email': { window: 60, max: config.authRateLimit },
        '/request-password-reset': { window: 60, max: config.authRateLimit },
        '/send-verification-email': { window: 60, max: config.authRateLimit },
      },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      cookiePrefix: 'rotation',
      // The app sets X-Forwarded-For from the address Fastify trusts, so clients cannot pick their own.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    // Every endpoint that sets a password refuses a guessable one (password-guard.ts).
    hooks: { before: passwordStrengthGuard },
    databaseHooks: {
      user: {
        create: {
          // Every new account gets a unique username: from the Discord name for Discord sign-ups
          // (the OAuth callback, where `name` is the Discord username), else words and digits,
          // never the e-mail's local part, which would be public (docs/product.md, Usernames).
          before: async (user, context) => {
            const viaDiscord = context?.params?.id === 'discord';
            // A Discord account whose e-mail Discord has not verified could claim someone
            // else's address; the real owner signing up later (reset link, verify) would land
            // in that account while its creator still gets in through Discord. No account then:
            // the callback goes back to /login with an error.
            if (viaDiscord && !user.emailVerified) return false;
            const username = viaDiscord
              ? await generateUniqueUsername(db, String(user.name))
              : await generateWordsUsername(db);
            return {
              data: {
                ...user,
                // Better Auth's display name: the Discord name, else the username (not the address).
                name: viaDiscord ? user.name : username,
                username,
                authProvider: viaDiscord ? 'discord' : 'email',
                discordUsername: viaDiscord ? String(user.name) : null,
              },
            };
          },
        },
      },
      session: {
        create: {
          // Every way in makes a session (e-mail, Discord, any later one): a suspended account
          // gets none, and the sign-in answers why (docs/product.md, Safety, Moderation).
          before: async (session, context) => {
            const suspension = await activeSuspension(db, session.userId);
            if (!suspension) return;
            // A browser returning from Discord goes back to the sign-in page, which says why.
            if (context?.path.startsWith('/callback/')) {
              throw context.redirect(`/login?error=${ACCOUNT_SUSPENDED_ERROR}`);
            }
            throw new APIError('FORBIDDEN', {
              message: suspendedMessage(suspension.until),
              code: ACCOUNT_SUSPENDED_ERROR,
            });
          },
        },
      },
      account: {
        create: {
          // The Discord account id is the user's Discord id.
          after: async (account) => {
            if (account.providerId !== 'discord') return;
            await linkDiscordAccount(db, account.userId, account.accountId);
          },
        },
      },
    },
    plugins: [
      bearer(),
      ...(config.discord
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'discord',
                  clientId: config.discord.clientId,
                  clientSecret: config.discord.clientSecret,
                  authorizationUrl: config.discord.authorizeUrl,
                  tokenUrl: config.discord.tokenUrl,
                  userInfoUrl: config.discord.userInfoUrl,
                  scopes: ['identify', 'email'],
                  pkce: true,
                  mapProfileToUser: (profile) => {
                    const discordProfile = profile as unknown as DiscordProfile;
                    return {
                      name: discordProfile.username,
                      email: discordProfile.email ?? undefined,
                      emailVerified: Boolean(discordProfile.verified),
                      image: discordAvatarUrl(config.discord!.cdnUrl, discordProfile) ?? undefined,
                    };
                  },
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Identity = ReturnType<typeof createIdentity>;
