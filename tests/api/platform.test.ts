import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { createListing, createUser, fakeImages } from '../factories';
import { createAccount } from './auth-helpers';
import { useClientApp } from './client-app';
import { useTestApp } from './test-app';
import { SHARED_READ } from '@/server/http/etag';

const ctx = useTestApp();

describe('HTTP platform', () => {
  it('sends security headers: a CSP without inline scripts, nosniff and frame denial', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers unknown API routes and bad JSON with a JSON message, never a 500', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No route for GET /api/nothing-here' });

    const badJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(badJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(badJson.statusCode).toBeLessThan(500);
    expect(badJson.json()).toHaveProperty('message');
  });
});

describe('caching', () => {
  it('lets no browser or proxy keep an API answer that is not public, signed in or not', async () => {
    const account = await createAccount(ctx.app);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: account.email, password: account.password },
    });
    for (const response of [
      signIn,
      await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { cookie: account.cookie },
      }),
      await ctx.app.inject({
        method: 'GET',
        url: '/api/conversations',
        headers: { cookie: account.cookie },
      }),
      await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      // The router decodes the path: this is GET /api/auth/user, with the account's details.
      await ctx.app.inject({
        method: 'GET',
        url: '/%61pi/auth/user',
        headers: { cookie: account.cookie },
      }),
    ]) {
      expect(response.headers['cache-control'], response.body).toBe('no-store');
    }
    // Public answers that are the same for every visitor may be kept by a shared cache for a
    // moment (tests/api/public-caching.test.ts).
    const feed = await ctx.app.inject({ method: 'GET', url: '/api/listings' });
    expect(feed.headers['cache-control']).toBe(SHARED_READ);
  });
});

describe('the dev outbox', () => {
  it('answers only requests from this machine itself, not through a proxy or from elsewhere', async () => {
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '198.51.100.7',
    });
    expect(elsewhere.statusCode).toBe(404);
    const throughProxy = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(throughProxy.statusCode).toBe(404);
  });

  it('lists sent mail outside production and does not exist in production', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(200);
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-prod-'));
    const production = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATA_DIR: root,
        SMTP_URL: 'smtp://127.0.0.1:2525',
        AUTH_SECRET: 'x'.repeat(32),
      }),
      db: ctx.db,
    });
    const response = await production.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
    await production.close();
    await fs.rm(root, { recursive: true, force: true });
  });
});

describe('serving the built client', () => {
  const script = 'console.log("rotation");'.repeat(50);
  const client = useClientApp(ctx, {
    'index.html': '<!doctype html><title>Rotation</title>',
    'assets/app-abc123.js': script,
    'assets/app-abc123.js.br': zlib.brotliCompressSync(script),
  });

  it("preloads the first two cards' photos on the home page, and on no other page", async () => {
    const seller = await createUser(ctx.db);
    const photos = [fakeImages(2), fakeImages(1), fakeImages(1)];
    for (const [hoursAgo, images] of [
      [3, photos[0]!],
      [2, photos[1]!],
      [1, photos[2]!],
    ] as const) {
      const at = new Date(Date.now() - hoursAgo * 3_600_000);
      await createListing(ctx.db, seller.id, { createdAt: at, bumpedAt: at }, images);
    }
    const home = await client.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers.link).toBe(
      [photos[2]![0]!, photos[1]![0]!]
        .map((image) => `<${image.thumbnailUrl}>; rel=preload; as=image; fetchpriority=high`)
        .join(', '),
    );
    // A search or a filter is another first page: no guess is better than a wrong one.
    expect(
      (await client.app.inject({ method: 'GET', url: '/?q=nike' })).headers.link,
    ).toBeUndefined();
    expect((await client.app.inject({ method: 'GET', url: '/wtb' })).headers.link).toBeUndefined();
    expect(
      (await client.app.inject({ method: 'GET', url: '/api/health' })).headers.link,
    ).toBeUndefined();
  });

  it('serves hashed assets precompressed with a year of immutable caching', async () => {
    const response = await client.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('answers client routes with index.html, revalidated on every load', async () => {
    // The shareable pages fill in a head of their own (tests/api/page-heads.test.ts).
    for (const url of ['/login', '/favourites', '/some/unknown/page']) {
      const response = await client.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Rotation</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not answer a missing asset or upload with the app page', async () => {
    for (const url of ['/assets/missing.js', '/uploads/missing.webp']) {
      const response = await client.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
