import { describe, expect, it } from 'vitest';
import { shareInRange, type ColumnStats } from './price-share';

// Four buckets of a quarter each: 0-10, 10-50, 50-100, 100-1000.
const spread: ColumnStats = { nullShare: 0, common: [], bounds: [0, 10, 50, 100, 1000] };

describe('shareInRange', () => {
  it('counts whole buckets, and a part of one in proportion', () => {
    expect(shareInRange(spread)).toBe(1);
    expect(shareInRange(spread, undefined, 50)).toBe(0.5);
    expect(shareInRange(spread, 100)).toBe(0.25);
    // Half of 10-50 and a fifth of 50-100's quarter.
    expect(shareInRange(spread, 30, 60)).toBeCloseTo(0.125 + 0.05);
  });

  it('finds nothing outside the bounds, and a narrow range small', () => {
    expect(shareInRange(spread, 2000)).toBe(0);
    expect(shareInRange(spread, undefined, -1)).toBe(0);
    expect(shareInRange(spread, 5, 6)).toBeCloseTo(0.025);
  });

  it('adds the common values in the range, the histogram holding only the rest', () => {
    const stats: ColumnStats = {
      nullShare: 0,
      common: [
        { value: 20, share: 0.3 },
        { value: 500, share: 0.2 },
      ],
      bounds: [0, 100, 1000],
    };
    // 20 is common (0.3); the rest (0.5) spreads over 0-100 and 100-1000, half of it below 100.
    expect(shareInRange(stats, undefined, 100)).toBeCloseTo(0.3 + 0.25);
    expect(shareInRange(stats, 400, 600)).toBeCloseTo(0.2 + (0.25 * 200) / 900);
  });

  it('counts a bucket of one value whole when the range holds it', () => {
    const stats: ColumnStats = { nullShare: 0, common: [], bounds: [10, 10, 20] };
    expect(shareInRange(stats, 10, 10)).toBe(0.5);
  });

  it('knows only the common values when there is no histogram', () => {
    const stats: ColumnStats = { nullShare: 0, common: [{ value: 5, share: 1 }], bounds: [] };
    expect(shareInRange(stats, 1, 9)).toBe(1);
    expect(shareInRange(stats, 6)).toBe(0);
  });
});
