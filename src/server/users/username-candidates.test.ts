import { describe, expect, it } from 'vitest';
import { usernameBase, usernameCandidates, wordsUsername } from './username-candidates';

describe('usernameBase', () => {
  it('keeps the letters and digits of the local part', () => {
    expect(usernameBase('jo.doe+shop@example.com')).toBe('jodoeshop');
    expect(usernameBase('Kicks_4_Days@example.com')).toBe('Kicks4Days');
  });

  it('pads short names and cuts long ones to 20', () => {
    expect(usernameBase('a@example.com')).toBe('usera');
    expect(usernameBase('é@example.com')).toBe('user');
    expect(usernameBase(`${'x'.repeat(30)}@example.com`)).toBe('x'.repeat(20));
  });
});

describe('usernameCandidates', () => {
  it('starts with the base and keeps every candidate valid', () => {
    const candidates = usernameCandidates('x'.repeat(20));
    expect(candidates[0]).toBe('x'.repeat(20));
    for (const candidate of candidates) expect(candidate).toMatch(/^[A-Za-z0-9]{3,20}$/);
    expect(new Set(candidates.slice(1)).size).toBeGreaterThan(1);
  });
});

describe('wordsUsername', () => {
  it('is two words and four digits, always a valid username', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(wordsUsername()).toMatch(/^[a-z]{3,8}[a-z]{3,8}\d{4}$/);
      expect(wordsUsername().length).toBeLessThanOrEqual(20);
    }
    expect(new Set(Array.from({ length: 20 }, wordsUsername)).size).toBeGreaterThan(15);
  });
});
