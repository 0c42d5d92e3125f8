import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * docs/product.md, Passwords: a new password must reach this zxcvbn score (0 to 4) or better;
 * below it the password is among the common ones, or close to the person's own address or name.
 */
export const PASSWORD_MIN_SCORE = 3;

/** How to choose a better one, after every refusal (docs/product.md, Passwords). */
export const PASSWORD_ADVICE =
  'Try a few unrelated words together, or a longer password that is not about you.';

/** Why a password is too easy to guess, by zxcvbn's warning key; the rest is the fallback. */
const REASONS: Record<string, string> = {
  topTen: 'It is one of the most used passwords.',
  topHundred: 'It is one of the most used passwords.',
  common: 'It is a commonly used password.',
  similarToCommon: 'It is too close to a commonly used password.',
  userInputs: 'It contains your e-mail address, username or the site name.',
  straightRow: 'A row of keys on the keyboard is easy to guess.',
  keyPattern: 'A keyboard pattern is easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabc" are easy to guess.',
  sequences: 'Sequences like "abc" or "123" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  wordByItself: 'A single word is easy to guess.',
  namesByThemselves: 'A single name is easy to guess.',
  commonNames: 'Common names are easy to guess.',
};
const FALLBACK_REASON = 'It would be easy to guess.';

export type PasswordStrength = {
  /** zxcvbn's score: 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  acceptable: boolean;
  /** Why it is refused and how to choose better; null when acceptable. */
  problem: string | null;
};

/** The verdict for a score and zxcvbn's warning key (null or empty when it has none). */
export function strengthVerdict(score: number, warning: string | null): PasswordStrength {
  if (score >= PASSWORD_MIN_SCORE) return { score, acceptable: true, problem: null };
  const reason = (warning && REASONS[warning]) || FALLBACK_REASON;
  return {
    score,
    acceptable: false,
    problem: `This password is too easy to guess. ${reason} ${PASSWORD_ADVICE}`,
  };
}

/**
 * What a guesser knows about the person: their address, its parts, their username, the site.
 * zxcvbn matches each as a dictionary word, so "alicesmith2024" is weak for alice.smith@….
 */
export function passwordContext({ email, username }: { email?: string; username?: string }) {
  const words = ['rotation'];
  if (username) words.push(username);
  if (email) {
    const [local = '', domain = ''] = email.toLowerCase().split('@');
    words.push(email.toLowerCase(), local, local.replace(/[^a-z0-9]/g, ''), domain);
    words.push(...local.split(/[^a-z0-9]+/), ...domain.split('.'));
  }
  return [...new Set(words.filter((word) => word.length >= 3))];
}

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with the common-password dictionaries, loaded on first use: in the browser they are
 * chunks of their own (about 240 kB compressed), fetched when someone starts typing a new
 * password, never with the first page and never precached.
 */
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  // A failed load (the network dropped) is tried again on the next call.
  checker.catch(() => {
    checker = undefined;
  });
  return checker;
}

/** How guessable `password` is for someone who knows `context` (see passwordContext). */
export async function checkPasswordStrength(
  password: string,
  context: string[] = [],
): Promise<PasswordStrength> {
  const zxcvbn = await loadChecker();
  const result = zxcvbn.check(password, context);
  return strengthVerdict(result.score, result.feedback.warning);
}
