import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from '@/server/http/response-cache';
import { invalidateFeedCacheOnChange } from '@/server/listings/feed-cache-invalidation';
import type { NotifyListener } from '@/server/db/notify-listener';
import { listingPageSchema } from '@/shared/schemas/listing';
import { createListing, createUser } from '../factories';
import { useTestApp } from './test-app';
import { SHARED_READ } from '@/server/http/etag';

// The feed cache on, with a TTL far longer than the test: whatever is fresh was invalidated.
const ctx = useTestApp(() => ({ FEED_CACHE_MS: '60000' }));
let sellerId: string;

beforeAll(async () => {
  sellerId = (await createUser(ctx.db)).id;
  for (let i = 0; i < 30; i++) await createListing(ctx.db, sellerId);
});

function feed(headers: Record<string, string> = {}, url = '/api/listings?limit=24') {
  return ctx.app.inject({ method: 'GET', url, headers });
}

async function feedIds(): Promise<string[]> {
  return listingPageSchema.parse((await feed()).json()).listings.map((listing) => listing.id);
}

/** Ends this test database's feed-cache LISTEN connections, as a network failure would. */
async function cutListenConnections(): Promise<number> {
  const result = await ctx.db.execute(sql`
    select pg_terminate_backend(pid) as ended from pg_stat_activity
    where datname = current_database() and application_name like 'rotation-feed-cache-%'`);
  return result.rows.length;
}

describe('the cached feed, compressed', () => {
  it('sends the encoding Accept-Encoding prefers, the same JSON and ETag in each', async () => {
    const identity = await feed();
    expect(identity.headers['content-encoding']).toBeUndefined();
    const json = identity.body;
    const cases: Array<[string, string | undefined]> = [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['GZIP', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['br;q=0, gzip;q=0.1', 'gzip'],
      ['*', 'br'],
      ['deflate', undefined],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ];
    for (const [accept, expected] of cases) {
      const response = await feed({ 'accept-encoding': accept });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(expected);
      expect(response.headers.vary, accept).toContain('Accept-Encoding');
      expect(response.headers['content-type'], accept).toBe('application/json; charset=utf-8');
      expect(response.headers.etag, accept).toBe(identity.headers.etag);
      const bytes = response.rawPayload;
      const decoded =
        expected === 'br'
          ? brotliDecompressSync(bytes)
          : expected === 'gzip'
            ? gunzipSync(bytes)
            : bytes;
      expect(decoded.toString(), accept).toBe(json);
      if (expected) expect(bytes.length, accept).toBeLessThan(json.length / 3);
    }
  });

  it('answers 304 to the cached ETag, with no body and no Content-Encoding', async () => {
    const first = await feed({ 'accept-encoding': 'br' });
    const again = await feed({ 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['cache-control']).toBe(SHARED_READ);
  });

  it('sends later pages (never cached) compressed like every answer, with an ETag', async () => {
    const { nextCursor } = listingPageSchema.parse((await feed()).json());
    const url = `/api/listings?limit=24&cursor=${encodeURIComponent(nextCursor!)}`;
    const response = await feed({ 'accept-encoding': 'gzip, br' }, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString());
    expect(listingPageSchema.parse(body).listings).toHaveLength(6);
    expect(response.headers.etag).toMatch(/^W\//);
  });
});

describe('the cache and changes made outside this instance', () => {
  it('shows a listing written straight into the database on a following request', async () => {
    await feedIds();
    const listing = await createListing(ctx.db, sellerId);
    await vi.waitFor(async () => expect((await feedIds())[0]).toBe(listing.id), {
      timeout: 2000,
      interval: 10,
    });
  });

  describe('while the LISTEN connection is down', () => {
    let cache: ResponseCache;
    let listener: NotifyListener;
    let loads = 0;
    const load = async () => `load ${++loads}`;
    const served = () => cache.get('k', load);

    beforeAll(async () => {
      cache = new ResponseCache(60_000);
      listener = invalidateFeedCacheOnChange(ctx.db, cache, ctx.app.log);
    });
    afterAll(() => listener.stop());

    it('keeps nothing before it first listens, then caches', async () => {
      expect(await served()).toBe('load 1');
      expect(await served()).toBe('load 2');
      await listener.start();
      const first = await served();
      expect(await served()).toBe(first);
    });

    it('reads every request afresh until it listens again, then caches again', async () => {
      expect(await cutListenConnections()).toBeGreaterThan(0);
      // Suspended as soon as the drop is seen: every request loads, and gets text, not a body.
      await vi.waitFor(async () => expect(typeof (await served())).toBe('string'), {
        timeout: 2000,
        interval: 5,
      });
      const before = loads;
      await served();
      await served();
      expect(loads).toBe(before + 2);
      // Reconnected on its own: cached again, and a change still clears it.
      await vi.waitFor(async () => expect(typeof (await served())).toBe('object'), {
        timeout: 5000,
        interval: 20,
      });
      const cached = await served();
      expect(await served()).toBe(cached);
      await createListing(ctx.db, sellerId);
      await vi.waitFor(async () => expect(await served()).not.toBe(cached), {
        timeout: 2000,
        interval: 10,
      });
    });
  });
});
