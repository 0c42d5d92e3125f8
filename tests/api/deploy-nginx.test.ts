/**
 * deploy/nginx.conf in front of the real app (docs/deploy.md), started the way the bench starts it
 * (scripts/lib/bench-nginx.ts: the same file, other ports and folders): a visitor's read comes from
 * nginx's cache for the moment the app allows, a signed-in reader's never does, and /api/live
 * streams through. Skipped where /usr/sbin/nginx is not installed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxInstalled, startNginx, type BenchNginx } from '../../scripts/lib/bench-nginx';
import { stopChild } from '../../scripts/lib/bench-processes';
import { createListing, createUser } from '../factories';
import { createAccount } from './auth-helpers';
import { openLiveStream, type LiveStream } from './live-client';
import { useTestApp } from './test-app';

const ctx = useTestApp(() => ({ TRUST_PROXY: '127.0.0.1' }));
/** Answered by nginx's cache: kept (HIT) or, on a busy machine past the 2 s, kept and refreshing. */
const FROM_CACHE = expect.stringMatching(/^(HIT|STALE|UPDATING)$/);

describe.skipIf(!nginxInstalled())('nginx in front, as deploy/nginx.conf says', () => {
  let prefix: string;
  let nginx: BenchNginx;
  let base: string;
  let reader: Awaited<ReturnType<typeof createAccount>>;
  let live: LiveStream | undefined;
  const visitor = { 'accept-encoding': 'gzip, br' };

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const app = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    reader = await createAccount(ctx.app);
    prefix = await mkdtemp(path.join(os.tmpdir(), 'rotation-nginx-'));
    const baseline = { body: Buffer.from('{}'), headers: { 'content-type': 'application/json' } };
    nginx = await startNginx(prefix, [{ base: app }], baseline);
    base = nginx.proxy.base;
  });

  afterAll(async () => {
    live?.close();
    if (nginx) await stopChild(nginx.proxy.child.process);
    if (prefix) await rm(prefix, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string>) =>
    fetch(`${base}${url}`, { headers }).then(async (response) => ({
      status: response.status,
      cache: response.headers.get('x-cache-status'),
      control: response.headers.get('cache-control'),
      ids: ((await response.json()) as { listings: { id: string }[] }).listings.map((l) => l.id),
    }));

  it("answers a visitor's feed from its cache, and a signed-in reader's from the app", async () => {
    const seller = await createUser(ctx.db);
    const first = await createListing(ctx.db, seller.id);
    const missed = await get('/api/listings', visitor);
    expect(missed).toMatchObject({ status: 200, cache: 'MISS' });
    expect(missed.ids).toContain(first.id);

    // Listed after nginx kept the page: a visitor sees it once the page's 2 s are over.
    const second = await createListing(ctx.db, seller.id);
    const hit = await get('/api/listings', visitor);
    expect(hit).toMatchObject({ status: 200, cache: FROM_CACHE, ids: missed.ids });

    const signedIn = await get('/api/listings', { ...visitor, cookie: reader.cookie });
    expect(signedIn).toMatchObject({ status: 200, cache: 'BYPASS', control: 'private, no-cache' });
    expect(signedIn.ids).toContain(second.id);
    const bearer = await get('/api/listings', {
      ...visitor,
      authorization: `Bearer ${reader.token}`,
    });
    expect(bearer).toMatchObject({ status: 200, cache: 'BYPASS', control: 'private, no-cache' });
    expect(bearer.ids).toContain(second.id);

    // The signed-in answers were not kept: the visitor still gets the page nginx had.
    expect(await get('/api/listings', visitor)).toMatchObject({
      cache: FROM_CACHE,
      ids: missed.ids,
    });
  });

  it('keeps each encoding apart', async () => {
    const seller = await createUser(ctx.db);
    // Enough listings for a page over 1 kB, which the app compresses.
    for (let i = 0; i < 3; i += 1) await createListing(ctx.db, seller.id);
    const page = async (encoding: string) => {
      const response = await fetch(`${base}/api/listings?limit=3`, {
        headers: { 'accept-encoding': encoding },
      });
      await response.arrayBuffer();
      const header = (name: string) => response.headers.get(name);
      return { cache: header('x-cache-status'), encoding: header('content-encoding') };
    };
    expect(await page('br')).toEqual({ cache: 'MISS', encoding: 'br' });
    expect(await page('identity')).toEqual({ cache: 'MISS', encoding: null });
    expect(await page('gzip')).toEqual({ cache: 'MISS', encoding: 'gzip' });
    expect(await page('gzip, deflate, br')).toMatchObject({ encoding: 'br' });
  });

  it('streams /api/live through as the app writes it', async () => {
    live = await openLiveStream(base, reader.cookie);
    // The first event comes at once, long before the stream ends.
    await live.waitFor((event) => event.type === 'ready', 5000);
  });
});
