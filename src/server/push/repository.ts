import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { messages, pushSubscriptions, users } from '@/server/db/schema';

export type SubscriptionRow = { id: number; endpoint: string; p256dh: string; auth: string };

/**
 * Keeps the browser's subscription for `userId`: a new endpoint is added, a known one moves to
 * this account with fresh keys and counts as its newest. Then only the newest `limit` stay.
 */
export async function saveSubscription(
  tx: Executor,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
  limit: number,
): Promise<void> {
  await tx
    .insert(pushSubscriptions)
    .values({ userId, ...subscription })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        createdAt: sql`now()`,
      },
    });
  const newest = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(limit);
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Forgets the endpoint if it is `userId`'s; another account's is left alone. */
export async function deleteSubscription(
  db: Executor,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said the subscription is gone (404/410), or may not be sent to (049). */
export async function deleteSubscriptionById(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Whether `userId` has any subscription: one probe of the user_id index. */
export async function hasSubscription(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function subscriptionIdsOf(db: Executor, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.id);
}

/** The subscription, while it still belongs to `userId` (it may have moved or gone). */
export async function findSubscription(
  db: Executor,
  id: number,
  userId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
  return row ?? null;
}

/** What a message's alert says: its sender's name and what it holds; null once removed. */
export async function findMessageForAlert(db: Executor, id: number) {
  const [row] = await db
    .select({
      conversationId: messages.conversationId,
      type: messages.messageType,
      content: messages.content,
      removed: sql<boolean>`${messages.removedAt} is not null`,
      senderUsername: users.username,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(eq(messages.id, id));
  return row && !row.removed ? row : null;
}
