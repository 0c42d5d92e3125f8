import { and, eq, or } from 'drizzle-orm';
import type { ReportReason, ReportTargetType } from '@/shared/schemas/safety';
import type { Executor } from '@/server/db/client';
import { conversations, listings, messages, reports, wtbListings } from '@/server/db/schema';
import { isoTimestamp } from '@/server/db/sql-helpers';

export async function listingSellerId(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: listings.sellerId })
    .from(listings)
    .where(eq(listings.id, id));
  return row?.ownerId ?? null;
}

export async function wtbPosterId(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ ownerId: wtbListings.buyerId })
    .from(wtbListings)
    .where(eq(wtbListings.id, id));
  return row?.ownerId ?? null;
}

/** The sender of a message in a conversation `viewerId` takes part in; null for anyone else. */
export async function messageSenderFor(
  db: Executor,
  messageId: number,
  viewerId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ senderId: messages.senderId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        or(eq(conversations.buyerId, viewerId), eq(conversations.sellerId, viewerId)),
      ),
    );
  return row?.senderId ?? null;
}

type ReportKey = { reporterId: string; targetType: ReportTargetType; targetId: string };

export async function hasOpenReport(db: Executor, key: ReportKey): Promise<boolean> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, key.reporterId),
        eq(reports.targetType, key.targetType),
        eq(reports.targetId, key.targetId),
        eq(reports.state, 'open'),
      ),
    );
  return rows.length > 0;
}

export async function insertReport(
  db: Executor,
  report: ReportKey & { targetUserId: string; reason: ReportReason; details: string },
) {
  const [row] = await db
    .insert(reports)
    .values(report)
    .returning({ id: reports.id, createdAt: isoTimestamp(reports.createdAt) });
  return row!;
}

/** Whether an insert failed because the reporter already has an open report on the object. */
export function isDuplicateOpenReport(error: unknown): boolean {
  const cause = (error as { cause?: { constraint?: string } }).cause;
  return cause?.constraint === 'reports_one_open_per_reporter';
}
