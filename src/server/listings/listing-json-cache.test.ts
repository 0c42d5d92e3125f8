import { describe, expect, it } from 'vitest';
import { ListingJsonCache } from './listing-json-cache';

describe('ListingJsonCache', () => {
  it('answers only for the version an entry was kept for', () => {
    const cache = new ListingJsonCache(10);
    cache.set('a', '1:7', '{"id":"a"}');
    expect(cache.get('a', '1:7')).toBe('{"id":"a"}');
    expect(cache.get('a', '2:7')).toBeUndefined();
    expect(cache.get('a', '1:8')).toBeUndefined();
    expect(cache.get('b', '1:7')).toBeUndefined();
  });

  it('replaces an entry with its newer version', () => {
    const cache = new ListingJsonCache(10);
    cache.set('a', '1:7', 'old');
    cache.set('a', '2:7', 'new');
    expect(cache.get('a', '2:7')).toBe('new');
    expect(cache.get('a', '1:7')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  it('drops the oldest entry past its capacity', () => {
    const cache = new ListingJsonCache(2);
    cache.set('a', 'v', 'A');
    cache.set('b', 'v', 'B');
    cache.set('c', 'v', 'C');
    expect(cache.get('a', 'v')).toBeUndefined();
    expect(cache.get('b', 'v')).toBe('B');
    expect(cache.get('c', 'v')).toBe('C');
  });

  it('keeps nothing with a capacity of zero', () => {
    const cache = new ListingJsonCache(0);
    cache.set('a', 'v', 'A');
    expect(cache.get('a', 'v')).toBeUndefined();
  });
});
