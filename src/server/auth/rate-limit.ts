import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { HttpError } from '@/server/http/errors';

/**
 * A fixed-window counter in the same PostgreSQL table as Better Auth's limits, so every server
 * instance shares it. Returns whether this request is within the limit. One statement: two
 * instances counting at once cannot both slip past the limit.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: { windowSeconds: number; max: number },
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const now = Date.now();
  const windowStart = now - rule.windowSeconds * 1000;
  const result = await db.execute<{ count: number; last_request: number }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (gen_random_uuid()::text, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  const row = result.rows[0]!;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((Number(row.last_request) + rule.windowSeconds * 1000 - now) / 1000),
  );
  return { allowed: row.count <= rule.max, retryAfterSeconds };
}

/** A wait in words: seconds up to two minutes, whole minutes beyond. */
export function waitInWords(seconds: number): string {
  return seconds <= 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * One more `doing` (e.g. "sending messages") within `rule.max` per `rule.windowSeconds` for
 * `key`; past it, 429 with how long to wait.
 */
export async function limitRate(
  db: Database,
  key: string,
  rule: { windowSeconds: number; max: number },
  doing: string,
): Promise<void> {
  const limit = await consumeRateLimit(db, key, rule);
  if (!limit.allowed) {
    throw new HttpError(
      429,
      `You are ${doing} too quickly. Please wait ${waitInWords(limit.retryAfterSeconds)} and try again.`,
    );
  }
}

/** limitRate with a window of a minute. */
export async function limitPerMinute(
  db: Database,
  key: string,
  max: number,
  doing: string,
): Promise<void> {
  await limitRate(db, key, { windowSeconds: 60, max }, doing);
}
