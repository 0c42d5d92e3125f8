import { describe, expect, it } from 'vitest';
import { resetInWords } from './daily-quota';

describe('resetInWords', () => {
  it.each([
    [1, 'in 1 minute'],
    [60, 'in 1 minute'],
    [61, 'in 2 minutes'],
    [59 * 60, 'in 59 minutes'],
    [60 * 60, 'in 1 hour'],
    [60 * 60 + 1, 'in 2 hours'],
    [3 * 3600, 'in 3 hours'],
    [24 * 3600, 'in 24 hours'],
  ])('%i seconds: %s', (seconds, words) => {
    expect(resetInWords(seconds)).toBe(words);
  });
});
