import { describe, expect, it } from 'vitest';
import { foundCount } from './found-count';

describe('foundCount', () => {
  it('says "1 listing found" and "N listings found"', () => {
    expect(foundCount(1, false)).toBe('1 listing found');
    expect(foundCount(0, false)).toBe('0 listings found');
    expect(foundCount(12, false)).toBe('12 listings found');
  });

  it('never claims a total it has not loaded', () => {
    expect(foundCount(48, true)).toBe('48+ listings found');
    expect(foundCount(1, true)).toBe('1+ listings found');
  });
});
