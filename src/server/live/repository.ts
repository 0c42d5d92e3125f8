import { and, gt, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { SESSION_ABSOLUTE_LIFETIME_DAYS } from '@/server/auth/query-parts';

const ABSOLUTE_LIFETIME = sql.raw(`interval '${SESSION_ABSOLUTE_LIFETIME_DAYS} days'`);

/**
 * Of these session ids, the ones that still exist, have not expired and are younger than 30 days
 * (decision 052: a session past that is only deleted when a request next uses it).
 */
export async function liveSessions(db: Executor, sessionIds: string[]): Promise<Set<string>> {
  // One array parameter, however many streams are open (a list would need one per id).
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        sql`${sessions.id} = any(${sql.param(sessionIds)}::text[])`,
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, sql`now() - ${ABSOLUTE_LIFETIME}`),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
