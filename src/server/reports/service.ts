import {
  REPORT_DUPLICATE,
  REPORT_SELF,
  REPORTS_PER_DAY,
  type ReportInput,
  type ReportReceipt,
  type ReportTargetType,
} from '@/shared/schemas/safety';
import type { Database } from '@/server/db/client';
import { consumeDailyQuota } from '@/server/http/daily-quota';
import { BadRequest, Conflict, NotFound } from '@/server/http/errors';
import { findUserIdByUsername } from '@/server/users/service';
import * as repository from './repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGE_ID = /^[1-9]\d{0,15}$/;

const GONE: Record<ReportTargetType, string> = {
  listing: 'That listing no longer exists',
  wtb: 'That WTB request no longer exists',
  user: 'That user does not exist',
  message: 'That message no longer exists',
};

/**
 * The object's id as stored in reports.target_id, and whose it is; null when it does not exist
 * (or, for a message, when the reporter is not in its conversation: ids are not confirmed).
 */
async function findTarget(
  db: Database,
  reporterId: string,
  type: ReportTargetType,
  id: string,
): Promise<{ targetId: string; ownerId: string } | null> {
  const owned = (ownerId: string | null | undefined, targetId = id) =>
    ownerId ? { targetId, ownerId } : null;
  switch (type) {
    case 'listing':
      return UUID.test(id) ? owned(await repository.listingSellerId(db, id)) : null;
    case 'wtb':
      return UUID.test(id) ? owned(await repository.wtbPosterId(db, id)) : null;
    case 'message':
      return MESSAGE_ID.test(id)
        ? owned(await repository.messageSenderFor(db, Number(id), reporterId))
        : null;
    case 'user': {
      // A user is reported by username; the report keeps their id, which a rename does not change.
      const userId = await findUserIdByUsername(db, id);
      return owned(userId, userId);
    }
  }
}

/**
 * docs/product.md, Safety, Reporting: one open report per reporter and object, never of one's
 * own, at most REPORTS_PER_DAY a day (only reports actually filed count).
 */
export async function fileReport(
  db: Database,
  reporterId: string,
  input: Required<ReportInput>,
): Promise<ReportReceipt> {
  const target = await findTarget(db, reporterId, input.targetType, input.targetId);
  if (!target) throw new NotFound(GONE[input.targetType]);
  if (target.ownerId === reporterId) throw new BadRequest(REPORT_SELF);
  const key = { reporterId, targetType: input.targetType, targetId: target.targetId };
  if (await repository.hasOpenReport(db, key)) throw new Conflict(REPORT_DUPLICATE);
  try {
    const row = await db.transaction(async (tx) => {
      await consumeDailyQuota(tx, 'reports', reporterId, REPORTS_PER_DAY);
      return repository.insertReport(tx, {
        ...key,
        targetUserId: target.ownerId,
        reason: input.reason,
        details: input.details,
      });
    });
    return {
      id: row.id,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason,
      createdAt: row.createdAt,
    };
  } catch (error) {
    // Two reports sent at once (a double click): the first is filed, the second is a duplicate.
    if (repository.isDuplicateOpenReport(error)) throw new Conflict(REPORT_DUPLICATE);
    throw error;
  }
}
