import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '@/server/db/schema';

const suspended = alias(users, 'suspended');

/**
 * Posts a feed shows by their owner (docs/product.md, Safety): never a suspended person's (for
 * everyone), nor those of anyone the viewer blocked (`hiddenIds`, only the viewer's own feed).
 * The suspended are a hashed subplan read from the partial index users_suspended_idx, and the
 * blocked one array parameter, so the feed's statement text stays the same whatever the viewer
 * blocked and the feed's ORDER BY index is walked as before (docs/decisions/034-blocking.md).
 */
export function shownOwner(ownerId: AnyColumn, hiddenIds: readonly string[] = []): SQL {
  const notSuspended = sql`${ownerId} <> all(select ${suspended.id} from ${suspended} where ${suspended.suspendedUntil} is not null and ${suspended.suspendedUntil} > now())`;
  if (hiddenIds.length === 0) return notSuspended;
  return and(notSuspended, sql`${ownerId} <> all(${sql.param(hiddenIds)}::text[])`)!;
}
