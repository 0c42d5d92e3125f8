import { and, eq } from 'drizzle-orm';
import type { ReportTargetType } from '@/shared/schemas/safety';
import type { Executor } from '@/server/db/client';
import { reports } from '@/server/db/schema';

export type ReportTarget = { targetType: ReportTargetType; targetId: string };
/**
 * The open reports an action closes: those on one object, or, for a suspension, every report
 * about the person: their account, listings, WTB requests and messages.
 */
export type ReportScope = ReportTarget | { targetUserId: string };

function scopeWhere(scope: ReportScope) {
  return 'targetUserId' in scope
    ? eq(reports.targetUserId, scope.targetUserId)
    : and(eq(reports.targetType, scope.targetType), eq(reports.targetId, scope.targetId));
}

/** Closes the open reports in scope with the admin's decision; returns who filed each. */
export function closeOpenReports(
  tx: Executor,
  scope: ReportScope,
  resolution: { state: 'dismissed' | 'actioned'; adminId: string; note: string },
) {
  return tx
    .update(reports)
    .set({
      state: resolution.state,
      resolvedAt: new Date(),
      resolvedById: resolution.adminId,
      resolutionNote: resolution.note,
    })
    .where(and(scopeWhere(scope), eq(reports.state, 'open')))
    .returning({ reporterId: reports.reporterId });
}
