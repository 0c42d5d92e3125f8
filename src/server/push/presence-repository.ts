import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { livePresence } from '@/server/db/schema';

/** Sets how many live streams `userId` has open on this instance (0: the row goes). */
export async function setStreams(
  db: Executor,
  instanceId: string,
  userId: string,
  streams: number,
): Promise<void> {
  const row = and(eq(livePresence.instanceId, instanceId), eq(livePresence.userId, userId));
  if (streams === 0) {
    await db.delete(livePresence).where(row);
    return;
  }
  await db
    .insert(livePresence)
    .values({ instanceId, userId, streams })
    .onConflictDoUpdate({
      target: [livePresence.userId, livePresence.instanceId],
      set: { streams, refreshedAt: sql`now()` },
    });
}

/**
 * This instance is alive: its rows are fresh again. Rows of instances that died long ago (they
 * count for nothing already) are cleared on the way, so the table holds only the living.
 */
export async function refreshInstance(
  db: Executor,
  instanceId: string,
  forgetAfterSeconds: number,
): Promise<void> {
  await db
    .update(livePresence)
    .set({ refreshedAt: sql`now()` })
    .where(eq(livePresence.instanceId, instanceId));
  await db
    .delete(livePresence)
    .where(lt(livePresence.refreshedAt, sql`now() - make_interval(secs => ${forgetAfterSeconds})`));
}

export async function clearInstance(db: Executor, instanceId: string): Promise<void> {
  await db.delete(livePresence).where(eq(livePresence.instanceId, instanceId));
}

/** Whether `userId` has a live stream open on an instance refreshed in the last `seconds`. */
export async function isPresent(db: Executor, userId: string, seconds: number): Promise<boolean> {
  const [row] = await db
    .select({ streams: livePresence.streams })
    .from(livePresence)
    .where(
      and(
        eq(livePresence.userId, userId),
        gt(livePresence.refreshedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}
