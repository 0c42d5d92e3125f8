import type { Executor } from '@/server/db/client';
import { TooManyRequests } from './errors';
import { consumeRateLimit } from './rate-limit';

const DAY_SECONDS = 24 * 60 * 60;

/** When a day's quota resets, in words: "in 45 minutes", "in 3 hours" (rounded up). */
export function resetInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/**
 * One more creation within `max` per 24 hours for `key`, shared by every instance (the
 * rate_limits table). Call it inside the creation's transaction: a creation that fails, or this
 * refusal itself, rolls the count back, so only what was actually created uses up the quota.
 * Past the quota: 429 with `refusal(when)` ("…again in 3 hours") and Retry-After.
 */
export async function useDailyQuota(
  tx: Executor,
  key: string,
  max: number,
  refusal: (resetsIn: string) => string,
): Promise<void> {
  const limit = await consumeRateLimit(tx, key, { windowSeconds: DAY_SECONDS, max });
  if (!limit.allowed) {
    throw new TooManyRequests(
      refusal(resetInWords(limit.retryAfterSeconds)),
      limit.retryAfterSeconds,
    );
  }
}
