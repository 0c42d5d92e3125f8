import { describe, expect, it } from 'vitest';
import { digestDue } from './digest';

describe('digestDue', () => {
  it('is due from the digest hour (UTC) to the end of the day', () => {
    expect(digestDue(new Date('2026-03-01T07:59:59Z'), 8)).toBe(false);
    expect(digestDue(new Date('2026-03-01T08:00:00Z'), 8)).toBe(true);
    expect(digestDue(new Date('2026-03-01T23:30:00Z'), 8)).toBe(true);
    expect(digestDue(new Date('2026-03-01T00:00:00Z'), 0)).toBe(true);
    expect(digestDue(new Date('2026-03-01T22:00:00Z'), 23)).toBe(false);
  });
});
