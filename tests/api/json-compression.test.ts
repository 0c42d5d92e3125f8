/**
 * JSON answers of 1 kB or more go compressed as Accept-Encoding asks (docs/product.md, Caching and
 * compression); small answers, clients that ask for neither encoding, and the feed (which picks
 * its own encoding) are sent as they are.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingPageSchema } from '@/shared/schemas/listing';
import { createListing, createUser, createWtb } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();
let sellerName: string;

beforeAll(async () => {
  const buyer = await createUser(ctx.db);
  for (let i = 0; i < 12; i += 1) await createWtb(ctx.db, buyer.id);
  const seller = await createUser(ctx.db);
  sellerName = seller.username;
  for (let i = 0; i < 30; i += 1) await createListing(ctx.db, seller.id);
});

function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

describe('compressed JSON answers', () => {
  it('sends the WTB board in the encoding Accept-Encoding prefers, the same JSON in each', async () => {
    const identity = await get('/api/wtb-listings');
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toContain('Accept-Encoding');
    expect(identity.body.length).toBeGreaterThan(1024);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await get('/api/wtb-listings', { 'accept-encoding': accept });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toContain('Accept-Encoding');
      expect(decode(response.rawPayload).toString(), accept).toBe(identity.body);
      expect(response.rawPayload.length, accept).toBeLessThan(identity.body.length / 2);
    }
  });

  it('revalidates a compressed profile tab by its ETag: 304 with no body and no encoding', async () => {
    const url = `/api/users/${sellerName}/listings`;
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get(url, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('sends small answers, and answers to clients asking for no encoding we make, as they are', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ ok: true });
    const board = await get('/api/wtb-listings', { 'accept-encoding': 'deflate' });
    expect(board.headers['content-encoding']).toBeUndefined();
    expect(board.json()).toHaveProperty('wtbListings');
  });

  it('compresses the feed’s uncached later pages like any other answer', async () => {
    const { nextCursor } = listingPageSchema.parse((await get('/api/listings?limit=24')).json());
    const url = `/api/listings?limit=24&cursor=${encodeURIComponent(nextCursor!)}`;
    const response = await get(url, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(response.rawPayload).toString());
    expect(listingPageSchema.parse(body).listings).toHaveLength(6);
  });
});
