import { describe, expect, it } from 'vitest';
import { TooManyRequests } from '@/server/http/errors';
import { BUMP_COOLDOWN_MS, bumpWait, checkBumpCooldown } from './bump-cooldown';

const createdAt = new Date('2026-11-01T12:00:00.000Z');
const later = (ms: number) => new Date(createdAt.getTime() + ms);

describe('bump cooldown', () => {
  it('counts from the last bump, or from creation when there was none', () => {
    expect(bumpWait({ lastBumpedAt: null, createdAt }, later(BUMP_COOLDOWN_MS))).toBe(0);
    const lastBumpedAt = later(60_000);
    expect(bumpWait({ lastBumpedAt, createdAt }, later(BUMP_COOLDOWN_MS))).toBe(60_000);
  });

  it('refuses a bump one millisecond early with the wait in the message, and allows it on time', () => {
    const post = { lastBumpedAt: null, createdAt };
    expect(() => checkBumpCooldown('listing', post, later(BUMP_COOLDOWN_MS))).not.toThrow();
    const early = () => checkBumpCooldown('WTB listing', post, later(BUMP_COOLDOWN_MS - 1));
    expect(early).toThrow(TooManyRequests);
    expect(early).toThrow(
      'You can bump a WTB listing once every 24 hours. You can bump this one again in 1s.',
    );
  });
});
