import { describe, expect, it } from 'vitest';
import { centsOf } from './feed-query';

describe('centsOf', () => {
  it('turns a price bound in dollars into whole cents, exactly', () => {
    expect(centsOf('300.00')).toBe(30_000);
    expect(centsOf('0.07')).toBe(7);
    // 10.07 × 100 is 1006.9999… in floating point: rounded, not cut.
    expect(centsOf('10.07')).toBe(1007);
    expect(centsOf('25')).toBe(2500);
    expect(centsOf('10000000.00')).toBe(1_000_000_000);
  });
});
