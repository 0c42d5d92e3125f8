import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { blocks, users } from '@/server/db/schema';
import { isoTimestamp } from '@/server/db/sql-helpers';

/** Usernames are unique ignoring case, so a lookup by name ignores case too. */
export async function findPersonByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, profileImageUrl: users.profileImageUrl })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/** Adds the block unless it exists; either way returns when it was made. */
export async function insertBlock(
  db: Executor,
  blockerId: string,
  blockedId: string,
): Promise<{ blockedAt: string; created: boolean }> {
  const [inserted] = await db
    .insert(blocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockedAt: isoTimestamp(blocks.createdAt) });
  if (inserted) return { blockedAt: inserted.blockedAt, created: true };
  const [existing] = await db
    .select({ blockedAt: isoTimestamp(blocks.createdAt) })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  // Unblocked again between the two statements: as good as blocked just now.
  return { blockedAt: existing?.blockedAt ?? new Date().toISOString(), created: !existing };
}

export async function deleteBlock(db: Executor, blockerId: string, blockedId: string) {
  await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The people `blockerId` blocked, newest block first. */
export function listBlocked(db: Executor, blockerId: string) {
  return db
    .select({
      username: users.username,
      profileImageUrl: users.profileImageUrl,
      blockedAt: isoTimestamp(blocks.createdAt),
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
}

/** The ids `blockerId` blocked: a range of the primary key, which begins with the blocker. */
export async function blockedIdsOf(db: Executor, blockerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: blocks.blockedId })
    .from(blocks)
    .where(eq(blocks.blockerId, blockerId));
  return rows.map((row) => row.id);
}

/** Whether either of the two blocked the other: two probes of the primary key. */
export async function isBlockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
