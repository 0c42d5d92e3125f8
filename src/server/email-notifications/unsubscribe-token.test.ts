import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'a secret of at least thirty-two characters';
const SENT = new Date('2026-03-01T08:00:00Z');
const DAY_MS = 86_400_000;

describe('unsubscribe tokens', () => {
  it('name the user and the group until they expire, 60 days after the e-mail', () => {
    const token = signUnsubscribeToken(SECRET, 'user-1', 'priceDrops', SENT);
    const later = new Date(SENT.getTime() + 59 * DAY_MS);
    expect(verifyUnsubscribeToken(SECRET, token, later)).toMatchObject({
      userId: 'user-1',
      group: 'priceDrops',
    });
    expect(verifyUnsubscribeToken(SECRET, token, new Date(SENT.getTime() + 60 * DAY_MS))).toBe(
      null,
    );
  });

  it('refuse another secret, an altered payload, and anything malformed', () => {
    const token = signUnsubscribeToken(SECRET, 'user-1', 'wtbMatches', SENT);
    const [payload, signature] = token.split('.');
    const altered = Buffer.from(JSON.stringify(['user-2', 'wtbMatches', 4e9])).toString(
      'base64url',
    );
    for (const bad of [
      signUnsubscribeToken('another secret, also thirty-two characters', 'user-1', 'wtbMatches'),
      `${altered}.${signature}`,
      `${payload}.`,
      `${payload}.${signature}.extra`,
      '',
      'not-a-token',
    ]) {
      expect(verifyUnsubscribeToken(SECRET, bad, SENT), bad).toBe(null);
    }
  });
});
