import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIVATE_READ, SHARED_READ } from '@/server/http/etag';
import { createListing, createUser, createWtb } from '../factories';
import { createAccount } from './auth-helpers';
import { useClientApp } from './client-app';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const client = useClientApp(ctx, {
  'index.html': readFileSync(path.resolve('src/client/index.html')),
});

let urls: string[] = [];
let reader: { cookie: string; token: string };

beforeAll(async () => {
  const seller = await createUser(ctx.db);
  const listing = await createListing(ctx.db, seller.id, { brand: 'Supreme' });
  const wtb = await createWtb(ctx.db, seller.id);
  reader = await createAccount(client.app);
  urls = [
    '/api/listings',
    '/api/listings?limit=5&sort=price_asc',
    `/api/listings/${listing.id}`,
    '/api/brands?q=su',
    `/api/users/${seller.username}`,
    `/api/users/${seller.username}/listings`,
    `/api/users/${seller.username}/wtb-listings`,
    `/api/users/${seller.username}/reviews`,
    '/api/wtb-listings',
    `/api/wtb-listings/${wtb.id}`,
    `/listing/${listing.id}`,
    `/profile/${seller.username}`,
    `/wtb/${wtb.id}`,
  ];
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await client.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
  return response;
}

/** The fields of a Vary header, lower-cased. */
const varyOf = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((field) => field.trim().toLowerCase());

/** docs/product.md, Caching and compression: what a shared cache in front may keep. */
describe('public reads and shared caches', () => {
  it('let a shared cache keep a visitor’s answer for 2 s, stale for 10 s, varying by credentials', async () => {
    for (const url of urls) {
      const response = await get(url, { 'accept-encoding': 'br' });
      expect(response.headers['cache-control'], url).toBe(SHARED_READ);
      // An answer sent compressed names Accept-Encoding too (a short one is never compressed).
      const compressed = response.headers['content-encoding'] !== undefined;
      const fields = ['cookie', 'authorization', ...(compressed ? ['accept-encoding'] : [])];
      expect(varyOf(response.headers.vary), url).toEqual(expect.arrayContaining(fields));
    }
  });

  it('keep a signed-in reader’s answers private, by cookie and by bearer token', async () => {
    for (const url of urls) {
      const credentials: Record<string, string>[] = [
        { cookie: reader.cookie },
        { authorization: `Bearer ${reader.token}` },
      ];
      for (const headers of credentials) {
        const response = await get(url, headers);
        expect(response.headers['cache-control'], url).toBe(PRIVATE_READ);
        expect(varyOf(response.headers.vary), url).toEqual(
          expect.arrayContaining(['cookie', 'authorization']),
        );
      }
    }
  });

  it('let no cache keep what is someone’s own or an error', async () => {
    const own = await client.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: reader.cookie },
    });
    expect(own.headers['cache-control']).toBe('no-store');
    const missing = await client.app.inject({
      method: 'GET',
      url: '/api/listings/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
