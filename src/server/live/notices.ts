import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '@/server/db/client';

/** The PostgreSQL NOTIFY channel every instance listens on. */
export const LIVE_CHANNEL = 'rotation_live';

/**
 * What travels between instances: ids only (NOTIFY payloads are capped at 8,000 bytes and a
 * message may be longer). Each instance loads the rows once per notice for the people it serves.
 */
export const liveNoticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    id: z.number().int(),
    conversationId: z.string(),
    buyerId: z.string(),
    sellerId: z.string(),
  }),
  z.object({
    kind: z.literal('read'),
    conversationId: z.string(),
    userId: z.string(),
    lastReadMessageId: z.number().int(),
  }),
  // Built in SQL by notifications/repository.ts (insertNotifications), with these three keys.
  z.object({ kind: z.literal('notification'), id: z.number().int(), userId: z.string() }),
  // A review of `username` was written, changed, answered or removed: both parties' tabs read
  // that person's reputation and reviews again (reviews/service.ts).
  z.object({
    kind: z.literal('reputation'),
    username: z.string(),
    userIds: z.array(z.string()),
  }),
  // Sent by a database trigger when a session row is deleted (migration 0002).
  z.object({ kind: z.literal('signout'), sessionId: z.string() }),
]);
export type LiveNotice = z.infer<typeof liveNoticeSchema>;

/**
 * Queues the notice in the caller's transaction: PostgreSQL delivers it to every listening
 * instance (this one included) when the transaction commits, and never if it rolls back.
 */
export async function publish(tx: Executor, notice: LiveNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}
