import { NOTHING_TO_DISMISS, type DismissInput } from '@/shared/schemas/moderation';
import type { Database } from '@/server/db/client';
import { NotFound } from '@/server/http/errors';
import { publish } from '@/server/live/notices';
import { insertAudit } from './audit-repository';
import { lockMessage, markMessageRemoved } from './message-repository';
import { recordTakedown, resolveReports } from './resolution-service';
import { objectPath } from './target-repository';

/** Nothing wrong: the open reports on the object are closed with the note; the object stays. */
export function dismissReports(
  db: Database,
  adminId: string,
  input: DismissInput,
): Promise<number> {
  const target = { targetType: input.targetType, targetId: input.targetId };
  return db.transaction(async (tx) => {
    const url = await objectPath(tx, target);
    const resolved = await resolveReports(tx, target, {
      adminId,
      state: 'dismissed',
      note: input.note,
      url,
    });
    if (resolved === 0) throw new NotFound(NOTHING_TO_DISMISS);
    await insertAudit(tx, {
      actorId: adminId,
      action: 'report.dismiss',
      subjectType: target.targetType,
      subjectId: target.targetId,
      reason: input.note,
    });
    return resolved;
  });
}

/**
 * Both people see REMOVED_MESSAGE_TEXT in its place from now on; their open threads are told at
 * once (the live `message` event carries the removed message, which replaces the one shown).
 */
export function removeMessage(
  db: Database,
  adminId: string,
  id: number,
  reason: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const message = await lockMessage(tx, id);
    if (!message) throw new NotFound('Message not found');
    if (!message.removed) {
      await markMessageRemoved(tx, id);
      await publish(tx, {
        kind: 'message',
        id,
        conversationId: message.conversationId,
        buyerId: message.buyerId,
        sellerId: message.sellerId,
      });
    }
    const target = { targetType: 'message' as const, targetId: String(id) };
    return recordTakedown(tx, { adminId, reason }, target, 'remove');
  });
}
