import type { Executor } from '@/server/db/client';
import { addNotifications } from '@/server/notifications/service';
import { insertAudit, type AuditRecord } from './audit-repository';
import { closeOpenReports, type ReportScope, type ReportTarget } from './resolution-repository';

export type { ReportScope, ReportTarget } from './resolution-repository';

/**
 * What an admin decided about one object: dismissed (nothing wrong) or actioned (deleted, removed,
 * suspended). `url` is where the reporters' notification points: the object while it exists.
 */
export type Resolution = {
  adminId: string;
  state: 'dismissed' | 'actioned';
  note: string;
  url: string;
};

/**
 * Neutral words (docs/product.md, Safety, Moderation): a reporter learns their report was looked
 * at, never what happened to another person beyond "we took action".
 */
const REPORTER_NOTICE = {
  dismissed: "We reviewed what you reported and didn't find a breach of our rules.",
  actioned:
    'We reviewed what you reported and took action. Thank you for helping keep Rotation safe.',
} as const;

/**
 * Closes every open report in scope and tells each reporter, in the caller's transaction.
 * Returns how many reports it closed.
 */
export async function resolveReports(
  tx: Executor,
  scope: ReportScope,
  resolution: Resolution,
): Promise<number> {
  const closed = await closeOpenReports(tx, scope, resolution);
  const reporters = [...new Set(closed.map((row) => row.reporterId))];
  await addNotifications(
    tx,
    reporters.map((userId) => ({
      userId,
      kind: 'report' as const,
      title: 'Your report was reviewed',
      body: REPORTER_NOTICE[resolution.state],
      url: resolution.url,
    })),
  );
  return closed.length;
}

/** An admin action's record and its reports' resolution, together in the caller's transaction. */
export async function recordAction(
  tx: Executor,
  audit: AuditRecord & { actorId: string },
  scope: ReportScope,
  resolution: Omit<Resolution, 'adminId' | 'note'>,
): Promise<number> {
  await insertAudit(tx, audit);
  return resolveReports(tx, scope, { ...resolution, adminId: audit.actorId, note: audit.reason });
}

/**
 * An admin took the object down (`listing.delete`, `wtb.delete`, `message.remove`): the audit row,
 * and its open reports actioned, in the caller's transaction. Returns how many reports it closed.
 */
export function recordTakedown(
  tx: Executor,
  by: { adminId: string; reason: string },
  target: ReportTarget,
  verb: 'delete' | 'remove',
): Promise<number> {
  const audit = {
    actorId: by.adminId,
    action: `${target.targetType}.${verb}`,
    subjectType: target.targetType,
    subjectId: target.targetId,
    reason: by.reason,
  };
  // The object is gone (or shows only the removal notice): nothing to link to.
  return recordAction(tx, audit, target, { state: 'actioned', url: '/notifications' });
}
