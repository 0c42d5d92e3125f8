import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import type { Config } from '@/server/config';
import { listingPageSchema } from '@/shared/schemas/listing';
import { createListing, createUser } from '../factories';
import { useTestApp } from './test-app';

// The feed cache off: every feed page is a direct read's (decision 046).
const ctx = useTestApp();

type Served = { app: FastifyInstance; base: string; framework: () => number };

/** The real app over a real socket, counting the requests that reach the framework. */
async function serve(config: Config): Promise<Served> {
  const app = await buildApp({ config, db: ctx.db, logStream: { write: () => undefined } });
  let framework = 0;
  app.addHook('onRequest', async () => {
    framework += 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, base, framework: () => framework };
}

/** Status, headers (without the per-response ones) and body bytes, exactly as sent. */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    headers: Object.fromEntries(
      [...response.headers].filter(
        ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
      ),
    ),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

/** The framework's own answer to the same request (inject runs no server, so no direct read). */
async function frameworkAnswer(app: FastifyInstance, url: string, headers = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  const sent = Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))
      .map(([name, value]) => [name, String(value)]),
  );
  return { status: response.statusCode, headers: sent, body: response.rawPayload };
}

let server: Served;
let cursor: string;

beforeAll(async () => {
  const seller = await createUser(ctx.db);
  const brands = ['Supreme', 'Stüssy', 'Nike', 'Kapital'];
  for (let i = 0; i < 6; i++) {
    await createListing(ctx.db, seller.id, {
      brand: brands[i % brands.length],
      price: `${40 + i * 25}.00`,
    });
  }
  server = await serve(ctx.config);
  // The route's first anonymous answer is the framework's: its headers are what direct reads repeat.
  expect((await get(`${server.base}/api/listings?limit=2`)).status).toBe(200);
  expect((await get(`${server.base}/api/brands?q=s`)).status).toBe(200);
  const page = listingPageSchema.parse(
    JSON.parse((await get(`${server.base}/api/listings?limit=2`)).body.toString()),
  );
  cursor = page.nextCursor!;
});

afterAll(async () => {
  await server?.app.close();
});

describe('direct reads', () => {
  it('answer a visitor’s feed pages and suggestions byte for byte as the framework does, without it', async () => {
    const paths = [
      '/api/listings',
      '/api/listings?limit=3&sort=price_asc',
      `/api/listings?limit=2&cursor=${encodeURIComponent(cursor)}`,
      '/api/listings?brand=stussy&brand=nike&maxPrice=100',
      '/api/listings?q=sup&category=Tops&category=Outerwear&status=all',
      '/api/listings?sort=price_desc&discounted=true',
      '/api/brands?q=s',
      '/api/brands?q=SUP&limit=3',
      '/api/brands',
    ];
    for (const path of paths) {
      const before = server.framework();
      const direct = await get(server.base + path);
      expect(server.framework(), path).toBe(before);
      const expected = await frameworkAnswer(server.app, path);
      expect(direct, path).toEqual(expected);
      expect(direct.status, path).toBe(200);
      expect(direct.headers['content-security-policy'], path).toBeDefined();
    }
  });

  it('answer a matching If-None-Match with 304 and no body, as the framework does', async () => {
    const path = '/api/listings?limit=3&sort=price_desc';
    const first = await get(server.base + path);
    const before = server.framework();
    const unchanged = await get(server.base + path, { 'if-none-match': first.headers.etag! });
    expect(server.framework()).toBe(before);
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged).toEqual(
      await frameworkAnswer(server.app, path, { 'if-none-match': first.headers.etag! }),
    );
    const other = await get(server.base + path, { 'if-none-match': 'W/"other"' });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('read the database on every request: a new listing is in the next answer', async () => {
    const path = '/api/listings?limit=1&sort=price_desc';
    const before = listingPageSchema.parse(
      JSON.parse((await get(server.base + path)).body.toString()),
    );
    const seller = await createUser(ctx.db);
    const dearest = await createListing(ctx.db, seller.id, { price: '9999.00' });
    const after = listingPageSchema.parse(
      JSON.parse((await get(server.base + path)).body.toString()),
    );
    expect(before.listings[0]?.id).not.toBe(dearest.id);
    expect(after.listings[0]?.id).toBe(dearest.id);
  });

  it('leave refusals, other methods and paths, and requests that may be someone’s to the framework', async () => {
    const before = server.framework();
    const refused = await get(`${server.base}/api/listings?sort=cheapest`);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body.toString()).message).toMatch(/sort/);
    expect((await get(`${server.base}/api/listings?minPrice=20&minPrice=30`)).status).toBe(400);
    expect((await get(`${server.base}/api/brands?q=a&q=b`)).status).toBe(400);
    expect((await fetch(`${server.base}/api/listings?limit=2`, { method: 'HEAD' })).status).toBe(
      200,
    );
    // The router decodes the path; direct reads match it only as written.
    expect((await get(`${server.base}/api/%6Cistings?limit=2`)).status).toBe(200);
    await get(`${server.base}/api/listings?limit=2`, { cookie: 'rotation.session_token=anything' });
    await get(`${server.base}/api/brands?q=s`, { authorization: 'Bearer anything' });
    expect(server.framework()).toBe(before + 7);
  });

  it('repeat only headers the framework sent a visitor', async () => {
    // A fresh server whose first answer on the route is to a signed-in request.
    const fresh = await serve(ctx.config);
    try {
      await get(`${fresh.base}/api/listings?limit=2`, {
        cookie: 'rotation.session_token=anything',
      });
      await get(`${fresh.base}/api/listings?limit=2`);
      expect(fresh.framework()).toBe(2);
      await get(`${fresh.base}/api/listings?limit=2`);
      expect(fresh.framework()).toBe(2);
    } finally {
      await fresh.app.close();
    }
  });

  it('step aside when requests are logged: the framework logs and answers every one', async () => {
    const logged = await serve({ ...ctx.config, logLevel: 'info' });
    try {
      for (let i = 0; i < 3; i++) await get(`${logged.base}/api/listings?limit=2`);
      expect(logged.framework()).toBe(3);
    } finally {
      await logged.app.close();
    }
  });
});
