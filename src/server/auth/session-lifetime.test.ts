import { describe, expect, it } from 'vitest';
import { outlivedAbsoluteLifetime } from './session-lifetime';

const DAY = 24 * 60 * 60 * 1000;
const signedIn = new Date('2026-11-01T10:00:00Z');
const after = (ms: number) => new Date(signedIn.getTime() + ms);

describe('outlivedAbsoluteLifetime', () => {
  it('keeps a session up to 30 days after sign-in and ends it from then on', () => {
    expect(outlivedAbsoluteLifetime(signedIn, after(0))).toBe(false);
    expect(outlivedAbsoluteLifetime(signedIn, after(29 * DAY))).toBe(false);
    expect(outlivedAbsoluteLifetime(signedIn, after(30 * DAY - 1))).toBe(false);
    expect(outlivedAbsoluteLifetime(signedIn, after(30 * DAY))).toBe(true);
    expect(outlivedAbsoluteLifetime(signedIn, after(400 * DAY))).toBe(true);
  });
});
