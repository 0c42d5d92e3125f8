import {
  MODERATION_PAGE_SIZE,
  type ContextMessage,
  type ModeratedUser,
  type ReportGroup,
  type ReportQueue,
} from '@/shared/schemas/moderation';
import { REMOVED_MESSAGE_TEXT } from '@/shared/schemas/safety';
import type { Executor } from '@/server/db/client';
import { UUID } from '@/server/http/cursor';
import { participantImageUrl } from '@/server/messaging/service';
import * as previews from './previews-repository';
import { decodeQueueCursor, encodeQueueCursor } from './queue-cursor';
import { openReportGroups, openReportsOn, type ReportGroupRow } from './queue-repository';

const idsOf = (groups: ReportGroupRow[], type: string, valid: (id: string) => boolean) =>
  groups.filter((g) => g.targetType === type && valid(g.targetId)).map((g) => g.targetId);

/** The request's own fields (the board's row also carries its poster and times). */
function wtbPreview(row: Awaited<ReturnType<typeof previews.wtbsByIds>>[number] | undefined) {
  if (!row) return null;
  const { id, title, brand, size, maxPrice, description, isFulfilled } = row;
  return { id, title, brand, size, maxPrice, description, isFulfilled };
}

const isMessageId = (id: string) => /^[1-9][0-9]{0,15}$/.test(id);

function toAccount(row: Awaited<ReturnType<typeof previews.accountsByIds>>[number]): ModeratedUser {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    suspendedUntil: row.suspendedUntil === 'infinity' ? 'indefinitely' : row.suspendedUntil,
  };
}

function toContextMessage(row: previews.ThreadMessageRow): ContextMessage {
  const removed = row.removedAt !== null;
  return {
    id: row.id,
    senderUsername: row.senderUsername,
    // Moderators see what was said even after a removal: the reports are about it.
    messageType: row.messageType,
    content: row.content || (removed ? REMOVED_MESSAGE_TEXT : ''),
    imageUrl: row.imageUrl && participantImageUrl(row.imageUrl),
    removed,
    createdAt: row.createdAt.toISOString(),
  };
}

async function messagePreviews(db: Executor, ids: string[]) {
  const threads = await Promise.all(
    ids.map(async (id) => ({ id, thread: await previews.messageInContext(db, Number(id)) })),
  );
  const found = threads.flatMap(({ id, thread }) => {
    const reported = thread.find((row) => String(row.id) === id);
    if (!reported) return [];
    const preview = {
      id: reported.id,
      conversationId: reported.conversationId,
      removed: reported.removedAt !== null,
      thread: thread.map(toContextMessage),
    };
    return [[id, preview] as const];
  });
  return new Map(found);
}

/** GET /api/admin/reports: a page of the queue, each object with its preview and its reports. */
export async function reportQueue(
  db: Executor,
  rawCursor: string | undefined,
): Promise<ReportQueue> {
  const rows = await openReportGroups(db, {
    limit: MODERATION_PAGE_SIZE,
    after: decodeQueueCursor(rawCursor),
  });
  const groups = rows.slice(0, MODERATION_PAGE_SIZE);
  const listingIds = idsOf(groups, 'listing', (id) => UUID.test(id));
  const ownerIds = [...new Set(groups.flatMap((g) => (g.targetUserId ? [g.targetUserId] : [])))];
  const [reports, listings, thumbnails, wtbs, accounts, messages] = await Promise.all([
    openReportsOn(db, groups),
    previews.listingsByIds(db, listingIds),
    previews.thumbnailsOf(db, listingIds),
    previews.wtbsByIds(
      db,
      idsOf(groups, 'wtb', (id) => UUID.test(id)),
    ),
    previews.accountsByIds(db, ownerIds),
    messagePreviews(db, idsOf(groups, 'message', isMessageId)),
  ]);
  const listingById = new Map(listings.map((listing) => [listing.id, listing]));
  const wtbById = new Map(wtbs.map((wtb) => [wtb.id, wtb]));
  const accountById = new Map(accounts.map((account) => [account.id, toAccount(account)]));

  const toGroup = (group: ReportGroupRow): ReportGroup => {
    const listing = group.targetType === 'listing' ? listingById.get(group.targetId) : undefined;
    return {
      targetType: group.targetType,
      targetId: group.targetId,
      reportCount: group.reportCount,
      firstReportedAt: group.firstReportedAt.toISOString(),
      owner: (group.targetUserId && accountById.get(group.targetUserId)) || null,
      listing: listing
        ? {
            ...listing,
            thumbnails: thumbnails.filter((t) => t.listingId === listing.id).map((t) => t.url),
          }
        : null,
      wtb: (group.targetType === 'wtb' && wtbPreview(wtbById.get(group.targetId))) || null,
      message: (group.targetType === 'message' && messages.get(group.targetId)) || null,
      reports: reports
        .filter((r) => r.targetType === group.targetType && r.targetId === group.targetId)
        .map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    };
  };

  const last = groups[groups.length - 1];
  return {
    groups: groups.map(toGroup),
    nextCursor:
      rows.length > MODERATION_PAGE_SIZE && last
        ? encodeQueueCursor({ ...last, firstReportedAt: last.firstReportedAt.toISOString() })
        : null,
  };
}
