import { eq } from 'drizzle-orm';
import { UUID } from '@/server/http/cursor';
import type { Executor } from '@/server/db/client';
import { listings, users, wtbListings } from '@/server/db/schema';
import type { ReportTarget } from './resolution-repository';

/** Where a reporter can see the object again while it exists; the notifications page otherwise. */
export async function objectPath(db: Executor, { targetType, targetId }: ReportTarget) {
  // Ids that are not uuids name nothing in these tables (and would fail the uuid comparison).
  if (!UUID.test(targetId)) return '/notifications';
  if (targetType === 'listing') {
    const [row] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.id, targetId));
    if (row) return `/listing/${row.id}`;
  }
  if (targetType === 'wtb') {
    const [row] = await db
      .select({ id: wtbListings.id })
      .from(wtbListings)
      .where(eq(wtbListings.id, targetId));
    if (row) return '/wtb';
  }
  if (targetType === 'user') {
    const [row] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, targetId));
    if (row) return `/profile/${row.username}`;
  }
  return '/notifications';
}
