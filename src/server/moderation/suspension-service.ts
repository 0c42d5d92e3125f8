import {
  SUSPEND_ADMIN,
  SUSPEND_PAST,
  SUSPEND_SELF,
  type SuspendInput,
} from '@/shared/schemas/moderation';
import type { Database, Executor } from '@/server/db/client';
import { BadRequest, Conflict, NotFound } from '@/server/http/errors';
import { notifyFeedChanged } from '@/server/listings/change-service';
import { insertAudit } from './audit-repository';
import { recordAction } from './resolution-service';
import { findAccount, setSuspension } from './suspension-repository';

/** Whether an account is suspended now: sign-in asks on every session it opens (auth/identity.ts). */
export { activeSuspension } from './suspension-repository';

/**
 * Suspends, or with null lifts the suspension. The feeds leave suspended sellers out, so every
 * instance's feed cache is told to forget (its trigger on users does not watch these columns).
 */
async function changeSuspension(
  tx: Executor,
  userId: string,
  suspension: Parameters<typeof setSuspension>[2],
): Promise<void> {
  await setSuspension(tx, userId, suspension);
  await notifyFeedChanged(tx);
}

/**
 * docs/product.md, Safety, Moderation: the account's sessions end at once (and with them its live
 * streams, on every instance), sign-in is refused until `until` (null: indefinitely), and its
 * listings and requests leave the feeds. Admins are not suspended, themselves included.
 */
export async function suspendUser(
  db: Database,
  adminId: string,
  username: string,
  input: SuspendInput,
  now = new Date(),
): Promise<number> {
  const until = input.until === null ? null : new Date(input.until);
  if (until && until <= now) throw new BadRequest(SUSPEND_PAST);
  const resolved = await db.transaction(async (tx) => {
    const account = await findAccount(tx, username);
    if (!account) throw new NotFound('User not found');
    if (account.id === adminId) throw new Conflict(SUSPEND_SELF);
    if (account.isAdmin) throw new Conflict(SUSPEND_ADMIN);
    await changeSuspension(tx, account.id, { until, reason: input.reason });
    const ends = until ? `until ${until.toISOString()}` : 'indefinitely';
    return recordAction(
      tx,
      {
        actorId: adminId,
        action: 'user.suspend',
        subjectType: 'user',
        subjectId: account.id,
        reason: `${input.reason} (${ends})`,
      },
      // Every report about them, not only of their account: after a suspension nothing of theirs
      // waits in the queue, and each reporter hears that action was taken.
      { targetUserId: account.id },
      { state: 'actioned', url: '/notifications' },
    );
  });
  return resolved;
}

/** Lets the account sign in again; its listings and requests return to the feeds. */
export async function unsuspendUser(
  db: Database,
  adminId: string,
  username: string,
  reason: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findAccount(tx, username);
    if (!account) throw new NotFound('User not found');
    await changeSuspension(tx, account.id, null);
    await insertAudit(tx, {
      actorId: adminId,
      action: 'user.unsuspend',
      subjectType: 'user',
      subjectId: account.id,
      reason,
    });
  });
}
