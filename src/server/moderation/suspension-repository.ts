import { and, eq, gt, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { sessions, users } from '@/server/db/schema';
import { usernameIs } from '@/server/users/query-parts';

/**
 * The end of a suspension in force as an ISO string, 'infinity' for none, null when not suspended
 * (a past end is no suspension). Written by PostgreSQL: a JavaScript Date cannot hold infinity.
 */
export function suspendedUntilText(column: AnyColumn) {
  return sql<string | null>`case
    when ${column} is null or ${column} <= now() then null
    when ${column} = 'infinity' then 'infinity'
    else to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end`;
}

/** A suspension in force for this account: `{ until }` (null = indefinitely), or null for none. */
export async function activeSuspension(
  db: Executor,
  userId: string,
): Promise<{ until: string | null } | null> {
  const [row] = await db
    .select({ until: suspendedUntilText(users.suspendedUntil) })
    .from(users)
    .where(and(eq(users.id, userId), gt(users.suspendedUntil, sql`now()`)));
  if (!row?.until) return null;
  return { until: row.until === 'infinity' ? null : row.until };
}

export async function findAccount(db: Executor, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, isAdmin: users.isAdmin })
    .from(users)
    .where(usernameIs(username))
    .for('update');
  return row ?? null;
}

/**
 * Sets (or with `until` undefined, lifts) the suspension. Suspending deletes every session of the
 * account in the same statement's transaction: the sessions' trigger then ends their live streams
 * on every instance (migration 0002).
 */
export async function setSuspension(
  tx: Executor,
  userId: string,
  suspension: { until: Date | null; reason: string } | null,
): Promise<void> {
  await tx
    .update(users)
    .set({
      suspendedUntil: suspension
        ? suspension.until === null
          ? sql`'infinity'::timestamptz`
          : suspension.until
        : null,
      suspensionReason: suspension?.reason ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  if (suspension) await tx.delete(sessions).where(eq(sessions.userId, userId));
}
