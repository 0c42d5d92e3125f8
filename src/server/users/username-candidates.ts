import { randomInt } from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN } from '@/shared/constants';
import { USERNAME_ADJECTIVES, USERNAME_NOUNS } from './username-words';

/**
 * A username of two words and four digits ("quietfalcon4821") for an e-mail sign-up: nothing of
 * the address shows on listings, profiles and sitemaps (docs/product.md, Usernames). 90 x 80 x
 * 9000 names, so a clash is rare and the next candidate settles it.
 */
export function wordsUsername(): string {
  const adjective = USERNAME_ADJECTIVES[randomInt(USERNAME_ADJECTIVES.length)]!;
  const noun = USERNAME_NOUNS[randomInt(USERNAME_NOUNS.length)]!;
  return `${adjective}${noun}${randomInt(1000, 10_000)}`;
}

/** Letters and digits of a Discord name (or an e-mail's local part), 3 to 20 characters ("jo.doe+x@…" → "jodoex"). */
export function usernameBase(emailOrName: string): string {
  const local = emailOrName.split('@')[0] ?? '';
  const cleaned = local.replace(/[^A-Za-z0-9]/g, '').slice(0, USERNAME_MAX);
  return cleaned.length >= USERNAME_MIN ? cleaned : `user${cleaned}`.slice(0, USERNAME_MAX);
}

/** Candidates in the order tried: the base, then the base (cut to fit) with a random number. */
export function usernameCandidates(base: string, count = 8): string[] {
  const candidates = [base];
  for (let i = 0; i < count; i += 1) {
    const suffix = String(randomInt(10, 10_000 * (i + 1)));
    candidates.push(`${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`);
  }
  return candidates;
}

/** When every candidate is taken (all but impossible): the base with a long random tail. */
export function lastResortUsername(base: string): string {
  return `${base.slice(0, 12)}${randomInt(10_000_000, 99_999_999)}`;
}
