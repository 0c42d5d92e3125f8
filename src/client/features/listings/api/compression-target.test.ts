import { describe, expect, it } from 'vitest';
import { isWithinCompressionTarget } from './compression-target';

const target = { maxBytes: 1024 * 1024, maxSide: 1800 };

describe('isWithinCompressionTarget', () => {
  it('takes a photo within both limits as it is, up to and including each limit', () => {
    expect(isWithinCompressionTarget({ bytes: 80_000, longestSide: 1600 }, target)).toBe(true);
    expect(isWithinCompressionTarget({ bytes: 1024 * 1024, longestSide: 1800 }, target)).toBe(true);
  });

  it('compresses a photo over either limit', () => {
    expect(isWithinCompressionTarget({ bytes: 1024 * 1024 + 1, longestSide: 1200 }, target)).toBe(
      false,
    );
    expect(isWithinCompressionTarget({ bytes: 80_000, longestSide: 1801 }, target)).toBe(false);
  });

  it('leaves a picture the browser could not measure to the compressor', () => {
    expect(isWithinCompressionTarget({ bytes: 80_000, longestSide: null }, target)).toBe(false);
  });
});
