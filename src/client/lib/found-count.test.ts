import { describe, expect, it } from 'vitest';
import { exactCount, foundCount } from './found-count';

describe('foundCount', () => {
  it('says "1 listing found" and "N listings found"', () => {
    expect(foundCount(1, false)).toBe('1 listing found');
    expect(foundCount(0, false)).toBe('0 listings found');
    expect(foundCount(12, false)).toBe('12 listings found');
  });

  it('never claims a total it has not loaded', () => {
    expect(foundCount(48, true)).toBe('48+ listings found');
    expect(foundCount(1, true)).toBe('1+ listings found');
    expect(foundCount(1248, true)).toBe('1,248+ listings found');
  });
});

describe('exactCount', () => {
  it('says how many listings there are, with thousands separated', () => {
    expect(exactCount({ count: 1234, capped: false }, false)).toBe('1,234 listings');
    expect(exactCount({ count: 1, capped: false }, false)).toBe('1 listing');
    expect(exactCount({ count: 0, capped: false }, false)).toBe('0 listings');
  });

  it('says found when a search or filter narrows the feed', () => {
    expect(exactCount({ count: 3, capped: false }, true)).toBe('3 listings found');
    expect(exactCount({ count: 1, capped: false }, true)).toBe('1 listing found');
  });

  it('says 10,000+ past the cap', () => {
    expect(exactCount({ count: 10_000, capped: true }, false)).toBe('10,000+ listings');
    expect(exactCount({ count: 10_000, capped: true }, true)).toBe('10,000+ listings found');
  });
});
