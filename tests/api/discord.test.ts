import { sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authUserSchema } from '@/shared/schemas/user';
import { cookieHeader, freshAddress } from './auth-helpers';
import { useTestApp } from './test-app';

// A real OAuth2 server on loopback stands in for Discord; the app talks to it over HTTP.
const discord = new OAuth2Server();
let discordProfile = {
  id: '80351110224678912',
  username: 'nelly_kicks',
  global_name: 'Nelly',
  avatar: 'a1b2c3d4',
  email: 'nelly@example.com',
  verified: true,
};

beforeAll(async () => {
  await discord.issuer.keys.generate('RS256');
  await discord.start(0, '127.0.0.1');
  discord.service.on('beforeUserinfo', (userInfoResponse) => {
    userInfoResponse.body = { ...discordProfile };
  });
});
afterAll(() => discord.stop());

const ctx = useTestApp(() => ({
  DISCORD_CLIENT_ID: 'rotation-test',
  DISCORD_CLIENT_SECRET: 'secret',
  DISCORD_AUTHORIZE_URL: `${discord.issuer.url}/authorize`,
  DISCORD_TOKEN_URL: `${discord.issuer.url}/token`,
  DISCORD_USERINFO_URL: `${discord.issuer.url}/userinfo`,
  DISCORD_CDN_URL: 'https://cdn.discord.test',
}));

/** Runs the whole redirect dance and returns the session cookie the app sets at the end. */
async function signInWithDiscord(): Promise<{ cookie: string; landing: string }> {
  const start = await ctx.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/social',
    headers: { origin: 'http://localhost:3000' },
    // Each sign-in from its own address: Better Auth allows 3 sign-in starts per 10 s per address.
    remoteAddress: freshAddress(),
    payload: { provider: 'discord', callbackURL: '/', errorCallbackURL: '/login' },
  });
  expect(start.statusCode, start.body).toBe(200);
  const authorizeUrl = new URL(start.json().url);
  expect(authorizeUrl.origin).toBe(discord.issuer.url);
  expect(authorizeUrl.searchParams.get('scope')).toBe('identify email');
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');

  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location')!);
  expect(callback.pathname).toBe('/api/identity/callback/discord');

  const finish = await ctx.app.inject({
    method: 'GET',
    url: callback.pathname + callback.search,
    headers: { cookie: cookieHeader(start) },
  });
  expect(finish.statusCode, finish.body).toBe(302);
  return { cookie: cookieHeader(finish), landing: String(finish.headers.location) };
}

describe('Discord sign-in', () => {
  it('advertises Discord on the login page when it is configured', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ email: true, discord: true });
    // Discord users' pictures are Discord avatars: the CSP lets the browser load them.
    expect(String(response.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://cdn.discord.test",
    );
  });

  it('signs a new user in through the OAuth flow and returns to /', async () => {
    const { cookie, landing } = await signInWithDiscord();
    expect(landing).toBe('/');
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(authUserSchema.parse(me.json())).toMatchObject({
      email: 'nelly@example.com',
      username: 'nellykicks',
      authProvider: 'discord',
      discordId: '80351110224678912',
      discordUsername: 'nelly_kicks',
      profileImageUrl: 'https://cdn.discord.test/avatars/80351110224678912/a1b2c3d4.png',
    });

    // Signing in again finds the same account.
    const again = await signInWithDiscord();
    const meAgain = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: again.cookie },
    });
    expect(meAgain.json().id).toBe(me.json().id);
  });

  it('syncs the Discord profile and refreshes a changed avatar from Discord itself', async () => {
    const { cookie } = await signInWithDiscord();
    const sync = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sync-discord',
      headers: { cookie },
      // What the client claims is ignored: the server asks Discord.
      payload: { discord_id: 'forged', discord_username: 'forged' },
    });
    expect(sync.statusCode).toBe(200);
    expect(sync.json()).toMatchObject({
      discordId: '80351110224678912',
      discordUsername: 'nelly_kicks',
    });

    const unchanged = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-discord-avatar',
      headers: { cookie },
    });
    expect(unchanged.json()).toMatchObject({ updated: false });

    discordProfile = { ...discordProfile, avatar: 'a_animated9' };
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-discord-avatar',
      headers: { cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({
      updated: true,
      user: {
        profileImageUrl: 'https://cdn.discord.test/avatars/80351110224678912/a_animated9.gif',
      },
    });
  });

  it('creates no account for a Discord e-mail that Discord has not verified', async () => {
    // Otherwise anyone could claim an address on Discord, and its real owner signing up here
    // later (the reset link, the verification) would land in the claimant's account.
    const verifiedProfile = discordProfile;
    discordProfile = {
      ...discordProfile,
      id: '90351110224678999',
      username: 'claimant',
      email: 'victim@example.com',
      verified: false,
    };
    // Better Auth logs the refused account as an error; expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { cookie, landing } = await signInWithDiscord();
      expect(landing).toBe('/login?error=unable_to_create_user');
      expect(String(logged.mock.calls[0])).toContain('unable_to_create_user');
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie },
      });
      expect(me.statusCode).toBe(401);
      const rows = await ctx.db.execute(
        sql`select 1 from users where email = 'victim@example.com'`,
      );
      expect(rows.rows).toHaveLength(0);
    } finally {
      discordProfile = verifiedProfile;
    }
  });

  it('refuses a session to a suspended account', async () => {
    await signInWithDiscord();
    await ctx.db.execute(
      sql`update users set suspended_until = 'infinity' where discord_id = ${discordProfile.id}`,
    );
    try {
      const { cookie, landing } = await signInWithDiscord();
      expect(landing).toBe('/login?error=account_suspended');
      const me = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie },
      });
      expect(me.statusCode).toBe(401);
    } finally {
      await ctx.db.execute(
        sql`update users set suspended_until = null where discord_id = ${discordProfile.id}`,
      );
    }
  });

  it('keeps the Discord routes to Discord users', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/sync-discord' });
    expect(response.statusCode).toBe(401);
  });
});
