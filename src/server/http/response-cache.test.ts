import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreparedBody } from './prepared-body';
import { ResponseCache } from './response-cache';

afterEach(() => vi.useRealTimers());

function text(body: PreparedBody | string): string {
  return typeof body === 'string' ? body : body.identity.toString();
}

/** A load that answers `body N` on its Nth call, after `ms`. */
function counter(ms = 0) {
  const state = { loads: 0 };
  const load = () =>
    new Promise<string>((resolve) => {
      const n = ++state.loads;
      setTimeout(() => resolve(`body ${n}`), ms);
    });
  return { state, load };
}

describe('ResponseCache', () => {
  it('serves a cached body until it expires, then loads again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new ResponseCache(1000);
    const { load } = counter();
    expect(text(await cache.get('k', load))).toBe('body 1');
    vi.advanceTimersByTime(999);
    expect(text(await cache.get('k', load))).toBe('body 1');
    vi.advanceTimersByTime(2);
    expect(text(await cache.get('k', load))).toBe('body 2');
  });

  it('keeps each body with its gzip and brotli forms and a weak ETag of its bytes', async () => {
    const cache = new ResponseCache(1000);
    const json = JSON.stringify({ listings: Array.from({ length: 50 }, (_, i) => ({ id: i })) });
    const body = await cache.get('k', async () => json);
    expect(typeof body).toBe('object');
    const prepared = body as PreparedBody;
    expect(prepared.identity.toString()).toBe(json);
    expect(gunzipSync(prepared.gzip).toString()).toBe(json);
    expect(brotliDecompressSync(prepared.br).toString()).toBe(json);
    expect(prepared.br.length).toBeLessThan(json.length / 3);
    expect(prepared.etag).toMatch(/^W\/"[\w-]+"$/);
    const other = (await new ResponseCache(1000).get('k', async () => `${json} `)) as PreparedBody;
    expect(other.etag).not.toBe(prepared.etag);
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const cache = new ResponseCache(1000);
    const { state, load } = counter(5);
    const bodies = await Promise.all([
      cache.get('k', load),
      cache.get('k', load),
      cache.get('k', load),
    ]);
    expect(bodies.map(text)).toEqual(['body 1', 'body 1', 'body 1']);
    expect(state.loads).toBe(1);
  });

  it('does not cache a failed load, and is off with a TTL of 0', async () => {
    const cache = new ResponseCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(text(await cache.get('k', async () => 'fresh'))).toBe('fresh');

    const off = new ResponseCache(0);
    const { load } = counter();
    expect(await off.get('k', load)).toBe('body 1');
    expect(await off.get('k', load)).toBe('body 2');
  });

  it('forgets everything on clear', async () => {
    const cache = new ResponseCache(60_000);
    await cache.get('k', async () => 'old');
    cache.clear();
    expect(text(await cache.get('k', async () => 'new'))).toBe('new');
  });

  it('after a clear, neither keeps nor shares a load that began before it', async () => {
    const cache = new ResponseCache(60_000);
    const { state, load } = counter(20);
    const before = cache.get('k', load);
    cache.clear();
    const after = cache.get('k', load);
    expect(text(await before)).toBe('body 1');
    expect(text(await after)).toBe('body 2');
    expect(text(await cache.get('k', load))).toBe('body 2');
    expect(state.loads).toBe(2);
  });

  it('while suspended loads every time and keeps nothing, then caches again once resumed', async () => {
    const cache = new ResponseCache(60_000);
    const { state, load } = counter();
    await cache.get('k', load);
    cache.suspend();
    expect(await cache.get('k', load)).toBe('body 2');
    expect(await cache.get('k', load)).toBe('body 3');
    cache.resume();
    expect(text(await cache.get('k', load))).toBe('body 4');
    expect(text(await cache.get('k', load))).toBe('body 4');
    expect(state.loads).toBe(4);
  });
});
