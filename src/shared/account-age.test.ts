import { describe, expect, it } from 'vitest';
import { accountAge } from './account-age';

const NOW = new Date('2026-11-25T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000);

describe('accountAge', () => {
  it.each([
    [0, 'Joined today', true],
    [0.9, 'Joined today', true],
    [1, 'Joined 1 day ago', true],
    [3, 'Joined 3 days ago', true],
    [13.9, 'Joined 13 days ago', true],
    [14, 'Joined 14 days ago', false],
    [59, 'Joined 59 days ago', false],
    [60, 'Joined 2 months ago', false],
    [364, 'Joined 12 months ago', false],
    [365, 'Joined 1 year ago', false],
    [800, 'Joined 2 years ago', false],
  ])('%d days: %s', (days, joined, isNew) => {
    expect(accountAge(daysAgo(days).toISOString(), NOW)).toEqual({ joined, isNew });
  });

  it('treats a creation time a little in the future (clock skew) as today', () => {
    expect(accountAge(new Date(NOW.getTime() + 5000), NOW)).toEqual({
      joined: 'Joined today',
      isNew: true,
    });
  });
});
