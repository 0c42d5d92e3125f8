import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { TooManyRequests } from './errors';

export type RateRule = { windowSeconds: number; max: number };

/**
 * A fixed-window counter in the same PostgreSQL table as Better Auth's limits, so every server
 * instance shares it. Returns whether this request is within the limit. One statement: two
 * instances counting at once cannot both slip past the limit.
 */
export async function consumeRateLimit(
  db: Executor,
  key: string,
  rule: RateRule,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const windowOver = sql`${rateLimits.lastRequest} < ${windowStart}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: sql`gen_random_uuid()::text`, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${windowOver} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((row!.lastRequest + rule.windowSeconds * 1000 - now) / 1000),
  );
  return { allowed: row!.count <= rule.max, retryAfterSeconds };
}

/** A wait in words: seconds up to two minutes, whole minutes beyond. */
function waitInWords(seconds: number): string {
  return seconds <= 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * One more `doing` (e.g. "sending messages") within `rule.max` per `rule.windowSeconds` for
 * `key`; past it, 429 with how long to wait.
 */
export async function limitRate(
  db: Executor,
  key: string,
  rule: RateRule,
  doing: string,
): Promise<void> {
  const limit = await consumeRateLimit(db, key, rule);
  if (!limit.allowed) {
    throw new TooManyRequests(
      `You are ${doing} too quickly. Please wait ${waitInWords(limit.retryAfterSeconds)} and try again.`,
    );
  }
}

/** limitRate with a window of a minute. */
export async function limitPerMinute(
  db: Executor,
  key: string,
  max: number,
  doing: string,
): Promise<void> {
  await limitRate(db, key, { windowSeconds: 60, max }, doing);
}
