import { NOTIFICATIONS_PAGE_SIZE } from '@/shared/constants';
import { DEFAULT_EMAIL_PREFERENCES } from '@/shared/schemas/email-preferences';
import type { MarkNotificationsRead, NotificationPage } from '@/shared/schemas/notification';
import type { Database, Executor } from '@/server/db/client';
import { queueInstantEmails } from '@/server/email-notifications/instant-service';
import { queueNotificationAlerts } from '@/server/push/alerts-service';
import { decodeNotificationCursor, encodeNotificationCursor } from './cursor';
import {
  countUnread,
  insertNotifications,
  markRead,
  readNotificationsPage,
  findNotificationById as findNotification,
  type NewNotification,
} from './repository';

export type { NewNotification } from './repository';

/**
 * Writes notifications in the caller's transaction, so they exist exactly when the change that
 * caused them does, tells each recipient's open streams on every instance once it commits
 * (the notices are queued by the insert itself),
 * queues the e-mail of those whose recipient wants it at once and the push alert of those whose
 * recipient has a browser subscribed (docs/product.md, Notifications, E-mail and Push alerts).
 * Returns the new rows' ids.
 */
export async function addNotifications(
  tx: Executor,
  items: NewNotification[],
): Promise<{ id: number; userId: string }[]> {
  if (items.length === 0) return [];
  const added = await insertNotifications(tx, items);
  await queueInstantEmails(
    tx,
    added.map(({ id, kind, wtbMatches, priceDrops, savedSearches, deals }) => ({
      id,
      kind,
      // No row of their own: the defaults.
      preferences:
        wtbMatches && priceDrops && savedSearches && deals
          ? { wtbMatches, priceDrops, savedSearches, deals }
          : DEFAULT_EMAIL_PREFERENCES,
    })),
  );
  await queueNotificationAlerts(tx, added);
  return added.map(({ id, userId }) => ({ id, userId }));
}

/** A page of the user's notifications, newest first, with how many of all of them are unread. */
export async function notificationsOf(
  db: Database,
  userId: string,
  cursor: string | undefined,
): Promise<NotificationPage> {
  const beforeId = decodeNotificationCursor(cursor);
  const [rows, unread] = await Promise.all([
    readNotificationsPage(db, userId, { limit: NOTIFICATIONS_PAGE_SIZE + 1, beforeId }),
    countUnread(db, userId),
  ]);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const oldest = page[page.length - 1];
  const nextCursor =
    rows.length > NOTIFICATIONS_PAGE_SIZE && oldest ? encodeNotificationCursor(oldest.id) : null;
  return { notifications: page, nextCursor, unread };
}

/** Marks some or all of the user's notifications read; ids of others' are ignored, not refused. */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  request: MarkNotificationsRead,
): Promise<{ unread: number }> {
  await markRead(db, userId, request.ids ?? 'all');
  return { unread: await countUnread(db, userId) };
}

/** One notification with its recipient, for the live stream and the push alert that carry it. */
export function findNotificationById(db: Executor, id: number) {
  return findNotification(db, id);
}
