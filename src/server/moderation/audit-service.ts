import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage } from '@/shared/schemas/moderation';
import type { Executor } from '@/server/db/client';
import { idCursor } from '@/server/http/cursor';
import { auditPage } from './audit-repository';

/** An admin action's record, written in the action's transaction (users' renames write one too). */
export { insertAudit, type AuditRecord } from './audit-repository';

const cursor = idCursor('audit');

type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];

/** Where the subject is shown today, and its name; null for what is gone or has no page. */
function subjectLink(row: AuditRow): Pick<AuditEntry, 'subjectPath' | 'subjectLabel'> {
  if (row.username) return { subjectPath: `/profile/${row.username}`, subjectLabel: row.username };
  if (row.listingTitle) {
    return { subjectPath: `/listing/${row.subjectId}`, subjectLabel: row.listingTitle };
  }
  if (row.wtbTitle) return { subjectPath: '/wtb', subjectLabel: row.wtbTitle };
  return { subjectPath: null, subjectLabel: null };
}

/** GET /api/admin/audit: newest first; nothing in it is ever edited or deleted. */
export async function auditLogPage(
  db: Executor,
  rawCursor: string | undefined,
): Promise<AuditPage> {
  const rows = await auditPage(db, { limit: AUDIT_PAGE_SIZE, beforeId: cursor.decode(rawCursor) });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    entries: page.map((row) => ({
      id: row.id,
      actor: row.actor,
      action: row.action,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      ...subjectLink(row),
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? cursor.encode(last.id) : null,
  };
}
