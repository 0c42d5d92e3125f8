import { useEffect, useId, useState } from 'react';
import { clsx } from 'clsx';
import {
  checkPasswordStrength,
  PASSWORD_MIN_SCORE,
  passwordContext,
  type PasswordStrength,
} from '@/shared/password-strength';
import { PASSWORD_MIN_LENGTH } from '@/shared/schemas/user';

/** zxcvbn's score in words: the meter never speaks in colour alone. */
const LEVELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
const BAR_COLOURS = [
  'bg-red-600',
  'bg-red-600',
  'bg-amber-500',
  'bg-emerald-600',
  'bg-emerald-700',
];

/**
 * How guessable a new password is, as the person types (docs/product.md, Passwords). zxcvbn and
 * its dictionaries are fetched with the first character typed, not with the page; the server
 * checks again on submit, so this is advice, and the server's answer is the rule.
 */
export function PasswordStrengthMeter({ password, email }: { password: string; email?: string }) {
  const labelId = useId();
  const [verdict, setVerdict] = useState<{ strength: PasswordStrength } | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const contextKey = passwordContext({ email }).join(' ');

  useEffect(() => {
    if (!password) return;
    let current = true;
    checkPasswordStrength(password, contextKey.split(' ')).then(
      (strength) => {
        if (!current) return;
        setVerdict({ strength });
        setUnavailable(false);
      },
      // Offline before the checker ever loaded: the server still checks on submit.
      () => current && setUnavailable(true),
    );
    return () => {
      current = false;
    };
  }, [password, contextKey]);

  if (!password) return null;
  // The last verdict stands while the next one is worked out (a few milliseconds).
  const strength = verdict?.strength ?? null;
  const tooShort = password.length < PASSWORD_MIN_LENGTH;
  const level = strength ? LEVELS[strength.score] : null;
  let text: string;
  if (tooShort) text = `Too short: at least ${PASSWORD_MIN_LENGTH} characters.`;
  else if (unavailable) text = 'The strength check could not load; we check when you submit.';
  else if (!strength) text = 'Checking...';
  else text = strength.acceptable ? `${level}.` : `${level}. ${strength.problem}`;
  const filled = strength && !tooShort ? Math.max(1, strength.score) : 0;

  return (
    <div className="grid gap-1.5" role="group" aria-labelledby={labelId}>
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={clsx(
              'h-1.5 rounded-full',
              segment <= filled && strength ? BAR_COLOURS[strength.score] : 'bg-zinc-200',
            )}
          />
        ))}
      </div>
      <p className="text-sm text-zinc-700">
        <span id={labelId} className="font-medium">
          Password strength:
        </span>{' '}
        <span
          aria-live="polite"
          className={clsx(
            strength && !tooShort && strength.score >= PASSWORD_MIN_SCORE && 'text-emerald-800',
          )}
        >
          {text}
        </span>
      </p>
    </div>
  );
}
