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
 * What each quota counts, and its refusal's words: "You can {verb} {max} {things} a day. You can
 * {again} in 3 hours." (docs/product.md, Safety, Quotas and Reporting).
 */
const QUOTAS = {
  listings: { verb: 'post', things: 'listings', again: 'post again' },
  wtb: { verb: 'post', things: 'WTB requests', again: 'post again' },
  conversations: { verb: 'start', things: 'conversations', again: 'start another' },
  reports: { verb: 'send', things: 'reports', again: 'report again' },
} as const;
export type QuotaKind = keyof typeof QUOTAS;

/**
 * One more creation of `kind` by `userId` within `max` per 24 hours, shared by every instance
 * (the rate_limits table). Call it inside the creation's transaction: a creation that fails, or
 * this refusal itself, rolls the count back, so only what was actually created uses up the quota.
 * Past the quota: 429 saying when it resets, with Retry-After.
 */
export async function consumeDailyQuota(
  tx: Executor,
  kind: QuotaKind,
  userId: string,
  max: number,
): Promise<void> {
  const limit = await consumeRateLimit(tx, `${kind}:${userId}`, {
    windowSeconds: DAY_SECONDS,
    max,
  });
  if (!limit.allowed) {
    const { verb, things, again } = QUOTAS[kind];
    const resetsIn = resetInWords(limit.retryAfterSeconds);
    throw new TooManyRequests(
      `You can ${verb} ${max} ${things} a day. You can ${again} ${resetsIn}.`,
      limit.retryAfterSeconds,
    );
  }
}
