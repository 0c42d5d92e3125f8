import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { auditLog, listings, users, wtbListings } from '@/server/db/schema';

/** One admin action as the audit log keeps it; `actorId` null is the command line. */
export type AuditRecord = {
  actorId: string | null;
  /** `subject.verb`: `listing.delete`, `user.suspend`… */
  action: string;
  subjectType: string;
  subjectId: string;
  reason: string;
};

/** Written in the action's own transaction, so the log holds exactly the actions that happened. */
export async function insertAudit(tx: Executor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(record);
}

const subjectUser = sql`(select ${users.username} from ${users}
  where ${auditLog.subjectType} = 'user' and ${users.id} = ${auditLog.subjectId})`;
const subjectListing = sql`(select ${listings.title} from ${listings}
  where ${auditLog.subjectType} = 'listing' and ${listings.id}::text = ${auditLog.subjectId})`;
const subjectWtb = sql`(select ${wtbListings.title} from ${wtbListings}
  where ${auditLog.subjectType} = 'wtb' and ${wtbListings.id}::text = ${auditLog.subjectId})`;

/** A page of the log, newest first: `limit + 1` rows before `beforeId`, with what the subject is now. */
export function auditPage(db: Executor, page: { limit: number; beforeId?: number }) {
  return db
    .select({
      id: auditLog.id,
      actor: users.username,
      action: auditLog.action,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      reason: auditLog.reason,
      createdAt: auditLog.createdAt,
      // What still exists: its name, for the link (deleted subjects keep only their id).
      username: sql<string | null>`${subjectUser}`,
      listingTitle: sql<string | null>`${subjectListing}`,
      wtbTitle: sql<string | null>`${subjectWtb}`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(page.beforeId === undefined ? undefined : lt(auditLog.id, page.beforeId))
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
}
