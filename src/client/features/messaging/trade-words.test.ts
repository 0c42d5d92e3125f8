import { describe, expect, it } from 'vitest';
import { expiresIn } from './trade-words';

describe('expiresIn', () => {
  const now = Date.parse('2026-03-01T10:00:00.000Z');
  const at = (ms: number) => new Date(now + ms).toISOString();

  it('counts whole hours up, minutes in the last hour, and says Expired after', () => {
    expect(expiresIn(at(48 * 3_600_000), now)).toBe('Expires in 48 h');
    expect(expiresIn(at(47 * 3_600_000 - 1), now)).toBe('Expires in 47 h');
    expect(expiresIn(at(59 * 60_000 + 1), now)).toBe('Expires in 60 min');
    expect(expiresIn(at(10), now)).toBe('Expires in 1 min');
    expect(expiresIn(at(0), now)).toBe('Expired');
  });
});
