import { and, count, desc, eq, inArray, isNull, lt, type Placeholder, sql } from 'drizzle-orm';
import type { NotificationKind } from '@/shared/schemas/notification';
import type { Database, Executor } from '@/server/db/client';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { emailPreferences, notifications } from '@/server/db/schema';
import { LIVE_CHANNEL } from '@/server/live/notices';
import { hasSubscriptionColumn } from '@/server/push/query-parts';
import { isoTimestamp } from '@/server/db/sql-helpers';

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  url: string;
};

/** A notification as the API shows it (src/shared/schemas/notification.ts). */
export const notificationColumns = {
  id: notifications.id,
  kind: notifications.kind,
  createdAt: isoTimestamp(notifications.createdAt),
  readAt: isoTimestamp(notifications.readAt),
  title: notifications.title,
  body: notifications.body,
  url: notifications.url,
};

/**
 * Inserts the notifications and, in the same statement, queues each one's live notice (the
 * `notification` LiveNotice of live/notices.ts, built here in SQL), reads its recipient's
 * e-mail preferences (null: the defaults) and whether they have a browser subscribed to push
 * alerts: one round trip where a change notifies anyone.
 */
export function insertNotifications(tx: Executor, rows: NewNotification[]) {
  const added = tx.$with('added').as(
    tx.insert(notifications).values(rows).returning({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
    }),
  );
  return (
    tx
      .with(added)
      .select({
        id: added.id,
        userId: added.userId,
        kind: added.kind,
        announced: sql<void>`pg_notify(${LIVE_CHANNEL}, json_build_object('kind', 'notification', 'id', ${added.id}, 'userId', ${added.userId})::text)`,
        wtbMatches: emailPreferences.wtbMatches,
        priceDrops: emailPreferences.priceDrops,
        savedSearches: emailPreferences.savedSearches,
        deals: emailPreferences.deals,
        pushable: hasSubscriptionColumn(added.userId),
      })
      .from(added)
      .leftJoin(emailPreferences, eq(emailPreferences.userId, added.userId))
      // In the order given (ids follow it), which the join alone does not keep.
      .orderBy(added.id)
  );
}

export async function findNotificationById(db: Executor, id: number) {
  const [row] = await db
    .select({ ...notificationColumns, userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row;
}

type Param<T> = T | Placeholder;

/** Up to `limit` of a user's notifications older than `beforeId`, newest first (by id). */
export function listNotifications(
  db: Executor,
  userId: Param<string>,
  page: { limit: Param<number>; beforeId?: Param<number> },
) {
  return db
    .select(notificationColumns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        page.beforeId === undefined ? undefined : lt(notifications.id, page.beforeId),
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit);
}

/** Read through the partial index of unread rows, so it costs what is unread, not all there is. */
export function unreadCountQuery(db: Executor, userId: Param<string>) {
  return db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Above every id (ids are read as JS numbers): the first page's `beforeId`. */
const FIRST_PAGE = Number.MAX_SAFE_INTEGER;

/**
 * The bell reads both on every signed-in visit: named statements, built once per database and
 * planned once per connection, so a read costs the two index scans and little else.
 */
const statementsOf = oncePerDatabase((db) => ({
  page: listNotifications(db, sql.placeholder('userId'), {
    limit: sql.placeholder('limit'),
    beforeId: sql.placeholder('beforeId'),
  }).prepare('notifications_page'),
  unread: unreadCountQuery(db, sql.placeholder('userId')).prepare('notifications_unread'),
}));

export function readNotificationsPage(
  db: Database,
  userId: string,
  page: { limit: number; beforeId?: number },
) {
  return statementsOf(db).page.execute({
    userId,
    limit: page.limit,
    beforeId: page.beforeId ?? FIRST_PAGE,
  });
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await statementsOf(db).unread.execute({ userId });
  return row?.unread ?? 0;
}

/** Marks the user's unread notifications read: those of `ids` (others' ids are skipped), or all. */
export async function markRead(db: Executor, userId: string, ids: number[] | 'all') {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}
