import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './response-cache';

afterEach(() => vi.useRealTimers());

describe('ResponseCache', () => {
  it('serves a cached body until it expires, then loads again', async () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1000);
    let loads = 0;
    const load = async () => `body ${++loads}`;
    expect(await cache.get('k', load)).toBe('body 1');
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe('body 1');
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', load)).toBe('body 2');
  });

  it('shares one load between concurrent misses of the same key', async () => {
    const cache = new ResponseCache(1000);
    let loads = 0;
    const load = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`body ${++loads}`), 5));
    const bodies = await Promise.all([
      cache.get('k', load),
      cache.get('k', load),
      cache.get('k', load),
    ]);
    expect(bodies).toEqual(['body 1', 'body 1', 'body 1']);
    expect(loads).toBe(1);
  });

  it('does not cache a failed load, and is off with a TTL of 0', async () => {
    const cache = new ResponseCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');

    const off = new ResponseCache(0);
    let loads = 0;
    await off.get('k', async () => `${++loads}`);
    expect(await off.get('k', async () => `${++loads}`)).toBe('2');
  });

  it('forgets everything on clear', async () => {
    const cache = new ResponseCache(60_000);
    await cache.get('k', async () => 'old');
    cache.clear();
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });
});
