import type { Executor } from '@/server/db/client';
import { queueInstantEmails } from '@/server/email-notifications/instant';
import { publish } from '@/server/live/notices';
import { insertNotifications, type NewNotification } from './repository';

export type { NewNotification } from './repository';

/**
 * Writes notifications in the caller's transaction, so they exist exactly when the change that
 * caused them does, tells each recipient's open streams on every instance once it commits, and
 * queues the e-mail of those whose recipient wants it at once (docs/product.md, Notifications and
 * E-mail). Returns the new rows' ids.
 */
export async function addNotifications(
  tx: Executor,
  items: NewNotification[],
): Promise<{ id: number; userId: string }[]> {
  if (items.length === 0) return [];
  const added = await insertNotifications(tx, items);
  for (const { id, userId } of added) {
    await publish(tx, { kind: 'notification', id, userId });
  }
  // RETURNING gives the rows in the order of the VALUES list.
  await queueInstantEmails(
    tx,
    added.map((row, index) => ({ ...row, kind: items[index]!.kind })),
  );
  return added;
}
