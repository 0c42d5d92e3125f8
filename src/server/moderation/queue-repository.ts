import { and, asc, count, desc, eq, gt, inArray, lt, max, min, or, sql } from 'drizzle-orm';
import type { ReportTargetType } from '@/shared/schemas/safety';
import type { Executor } from '@/server/db/client';
import { reports, users } from '@/server/db/schema';

/** A position in the queue: behind this group in its order. */
export type QueueCursor = {
  reportCount: number;
  firstReportedAt: string;
  targetType: string;
  targetId: string;
};

const reportCount = count();
const firstReportedAt = min(reports.createdAt);

/** The groups that come after `cursor` in the queue's order (a HAVING on the aggregates). */
function behind(cursor: QueueCursor) {
  const firstAt = sql`${cursor.firstReportedAt}::timestamptz`;
  const sameTarget = sql`(${reports.targetType}, ${reports.targetId}) > (${cursor.targetType}, ${cursor.targetId})`;
  return or(
    lt(reportCount, cursor.reportCount),
    and(
      eq(reportCount, cursor.reportCount),
      or(gt(firstReportedAt, firstAt), and(eq(firstReportedAt, firstAt), sameTarget)),
    ),
  );
}

/**
 * Open reports grouped by object, most reported first, then the oldest first report, then the
 * object (a total order, so the keyset cursor resumes exactly): `limit + 1` groups.
 */
export async function openReportGroups(db: Executor, page: { limit: number; after?: QueueCursor }) {
  const rows = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reportCount,
      firstReportedAt,
      // Every report on one object names the same owner; max() picks it from the group.
      targetUserId: max(reports.targetUserId),
    })
    .from(reports)
    .where(eq(reports.state, 'open'))
    .groupBy(reports.targetType, reports.targetId)
    .having(page.after ? behind(page.after) : undefined)
    .orderBy(
      desc(reportCount),
      asc(firstReportedAt),
      asc(reports.targetType),
      asc(reports.targetId),
    )
    .limit(page.limit + 1);
  return rows.map((row) => ({ ...row, firstReportedAt: row.firstReportedAt! }));
}

export type ReportGroupRow = Awaited<ReturnType<typeof openReportGroups>>[number];

/** The open reports on these objects, oldest first, with their reporters' usernames. */
export async function openReportsOn(
  db: Executor,
  targets: { targetType: ReportTargetType; targetId: string }[],
) {
  if (targets.length === 0) return [];
  return db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      reporter: users.username,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(
      and(
        eq(reports.state, 'open'),
        inArray(
          reports.targetId,
          targets.map((target) => target.targetId),
        ),
      ),
    )
    .orderBy(asc(reports.createdAt), asc(reports.id));
}
