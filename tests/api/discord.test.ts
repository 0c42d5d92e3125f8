import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../src/shared/schemas/user';
import { cookieHeader } from './auth-helpers';
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
    payload: { provider: 'discord', callbackURL: '/' },
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

  it('keeps the Discord routes to Discord users', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/sync-discord' });
    expect(response.statusCode).toBe(401);
  });
});
