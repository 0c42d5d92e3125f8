import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { blocks, users } from '@/server/db/schema';

// What other modules' repositories build into their own queries (decision 015, Query parts):
// the block and suspension conditions of feeds, boards, conversations and alerts.

/**
 * Posts a feed shows by their owner (docs/product.md, Safety): never a suspended person's (for
 * everyone), nor those of anyone the viewer blocked (`hiddenIds`, only the viewer's own feed).
 * The suspended are a hashed subplan read from the partial index users_suspended_idx, and the
 * blocked one array parameter, so the feed's statement text stays the same whatever the viewer
 * blocked and the feed's ORDER BY index is walked as before (docs/decisions/034-blocking.md).
 */
export function shownOwner(ownerId: AnyColumn, hiddenIds: readonly string[] = []): SQL {
  // `not (… in (subquery))`, not `<> all (subquery)`: only the IN form becomes a hashed subplan,
  // read once per statement. The subquery's own `users` shadows any outer one (the WTB board
  // joins its buyers).
  const notSuspended = sql`not (${ownerId} in (select ${users.id} from ${users} where ${users.suspendedUntil} is not null and ${users.suspendedUntil} > now()))`;
  if (hiddenIds.length === 0) return notSuspended;
  return and(notSuspended, sql`${ownerId} <> all(${sql.param(hiddenIds)}::text[])`)!;
}

/** Whether `blockerId` blocked `blockedId`, as an expression over columns of an outer query. */
export function hasBlocked(blockerId: SQL, blockedId: SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${blockerId} and ${blocks.blockedId} = ${blockedId})`;
}
