import { and, gt, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { sessions } from '@/server/db/schema';

/** Of these session ids, the ones that still exist and have not expired. */
export async function liveSessions(db: Executor, sessionIds: string[]): Promise<Set<string>> {
  // One array parameter, however many streams are open (a list would need one per id).
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        sql`${sessions.id} = any(${sql.param(sessionIds)}::text[])`,
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
