import { eq } from 'drizzle-orm';
import type { NotificationKind } from '@/shared/schemas/notification';
import type { Executor } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
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

export function insertNotifications(tx: Executor, rows: NewNotification[]) {
  return tx
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
}

export async function findNotificationById(db: Executor, id: number) {
  const [row] = await db
    .select({ ...notificationColumns, userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row;
}
