import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@/server/app';
import { listingPageSchema } from '@/shared/schemas/listing';
import { createListing, createUser } from '../factories';
import { useTestApp } from './test-app';

// The feed cache on, with a TTL far longer than the test: whatever is fresh was invalidated.
const ctx = useTestApp(() => ({ FEED_CACHE_MS: '60000' }));

/**
 * The feed cache's answers repeated from node:http before the framework runs (decision 031),
 * over a real socket: the framework only sees the requests it must answer.
 */
let app: FastifyInstance;
let base: string;
/** Feed requests that reached the framework. */
let framework = 0;

beforeAll(async () => {
  const seller = await createUser(ctx.db);
  for (let i = 0; i < 3; i++) await createListing(ctx.db, seller.id);
  app = await buildApp({ config: ctx.config, db: ctx.db });
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/listings')) framework += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
});

/** Status, headers (without the per-response ones) and body bytes, exactly as sent. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers });
  const sent = Object.fromEntries(
    [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );
  return {
    status: response.status,
    headers: sent,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

describe('hot answers', () => {
  it('repeat the framework’s answer byte for byte, per encoding, without reaching it', async () => {
    // fetch decompresses; the encoding header still says what was sent.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const path = `/api/listings?limit=2&case=${encoding}`;
      const before = framework;
      const first = await get(path, { 'accept-encoding': encoding });
      expect(framework).toBe(before + 1);
      const again = await get(path, { 'accept-encoding': encoding });
      expect(framework, encoding).toBe(before + 1);
      expect(again).toEqual(first);
      expect(first.headers['content-security-policy']).toBeDefined();
      expect(first.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answer a matching If-None-Match with 304 and no body, as the framework does', async () => {
    const path = '/api/listings?limit=2&case=304';
    const first = await get(path, { 'accept-encoding': 'br' });
    const before = framework;
    const unchanged = await get(path, {
      'accept-encoding': 'br',
      'if-none-match': first.headers.etag!,
    });
    expect(framework).toBe(before);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    const other = await get(path, { 'accept-encoding': 'br', 'if-none-match': 'W/"other"' });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('stop as soon as a change clears the cache: the next answer is new', async () => {
    const path = '/api/listings?limit=1&case=change';
    const first = await get(path);
    const seller = await createUser(ctx.db);
    const listing = await createListing(ctx.db, seller.id);
    await vi.waitFor(
      async () => {
        const page = listingPageSchema.parse(JSON.parse((await get(path)).body.toString()));
        expect(page.listings[0]?.id).toBe(listing.id);
      },
      { timeout: 5000 },
    );
    expect((await get(path)).body).not.toEqual(first.body);
  });

  it('leave requests that may be someone’s to the framework; visitors’ stay hot', async () => {
    // Only the framework knows whom a signed-in viewer blocked (decision 034).
    const path = '/api/listings?limit=2&case=credentials';
    await get(path);
    const before = framework;
    await get(path, { cookie: 'rotation.session_token=anything' });
    await get(path, { cookie: 'theme=dark; __Secure-rotation.session_token=anything' });
    await get(path, { authorization: 'Bearer anything' });
    expect(framework).toBe(before + 3);
    await get(path, { cookie: 'theme=dark' });
    await get(path);
    expect(framework).toBe(before + 3);
  });

  it('leave other methods and pages to the framework', async () => {
    const path = '/api/listings?limit=2&case=head';
    await get(path);
    const before = framework;
    const head = await fetch(base + path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(framework).toBe(before + 1);
    // A later page is never cached, so never repeated: a direct read answers it from the
    // database each time (decision 046, tests/api/direct-reads.test.ts), without the framework.
    const page = listingPageSchema.parse(
      JSON.parse((await get('/api/listings?limit=1')).body.toString()),
    );
    const next = `/api/listings?limit=1&cursor=${encodeURIComponent(page.nextCursor!)}`;
    await get(next);
    await get(next);
    expect(framework).toBe(before + 2);
  });
});
