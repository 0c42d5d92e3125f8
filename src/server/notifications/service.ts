import type { Executor } from '@/server/db/client';
import { publish } from '@/server/live/notices';
import { insertNotifications, type NewNotification } from './repository';

export type { NewNotification } from './repository';

/**
 * Writes notifications in the caller's transaction, so they exist exactly when the change that
 * caused them does, and tells each recipient's open streams on every instance once it commits
 * (docs/product.md, Notifications). Returns the new rows' ids.
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
  return added;
}
