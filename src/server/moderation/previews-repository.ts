import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { deals, listingImages, listings, messages, users, wtbListings } from '@/server/db/schema';
import { publicUserColumns } from '@/server/users/query-parts';
import { selectWtb } from '@/server/wtb/query-parts';
import { suspendedUntilText } from './suspension-repository';

/** What moderators see of each object in the queue (src/shared/schemas/moderation.ts). */

export function listingsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: listings.id,
      title: listings.title,
      brand: listings.brand,
      price: listings.price,
      description: listings.description,
      isSold: listings.isSold,
    })
    .from(listings)
    .where(inArray(listings.id, ids));
}

export function thumbnailsOf(db: Executor, listingIds: string[]) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select({ listingId: listingImages.listingId, url: listingImages.thumbnailUrl })
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(asc(listingImages.listingId), asc(listingImages.position));
}

/** Requests with their poster, as the board reads them. */
export function wtbsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectWtb(db).where(inArray(wtbListings.id, ids));
}

/** The accounts behind the objects, with what tells a new or busy account at a glance. */
export function accountsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  const listed = db
    .select({ listingCount: sql<number>`count(*)::int`.as('listing_count') })
    .from(listings)
    .where(eq(listings.sellerId, users.id))
    .as('listed');
  const dealt = db
    .select({ confirmedDeals: sql<number>`count(*)::int`.as('confirmed_deals') })
    .from(deals)
    .where(
      and(
        eq(deals.state, 'confirmed'),
        or(eq(deals.buyerId, users.id), eq(deals.sellerId, users.id)),
      ),
    )
    .as('dealt');
  return (
    db
      .select({
        ...publicUserColumns,
        listingCount: listed.listingCount,
        confirmedDeals: dealt.confirmedDeals,
        suspendedUntil: suspendedUntilText(users.suspendedUntil),
        suspensionReason: users.suspensionReason,
      })
      .from(users)
      // Lateral joins: the counts per account, and columns named by their table throughout.
      .innerJoinLateral(listed, sql`true`)
      .innerJoinLateral(dealt, sql`true`)
      .where(inArray(users.id, ids))
  );
}

function selectThreadMessages(db: Executor) {
  return db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      senderUsername: users.username,
      messageType: messages.messageType,
      content: messages.content,
      imageUrl: messages.imageUrl,
      removedAt: messages.removedAt,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .$dynamic();
}

export type ThreadMessageRow = Awaited<ReturnType<typeof selectThreadMessages>>[number];

/** Messages shown around a reported one: how many before and after it. */
export const CONTEXT_BEFORE = 3;
export const CONTEXT_AFTER = 2;

/** The message with a few of its neighbours in its conversation, oldest first; [] when it is gone. */
export async function messageInContext(db: Executor, id: number): Promise<ThreadMessageRow[]> {
  const [reported] = await selectThreadMessages(db).where(eq(messages.id, id));
  if (!reported) return [];
  const inThread = eq(messages.conversationId, reported.conversationId);
  const [before, after] = await Promise.all([
    selectThreadMessages(db)
      .where(and(inThread, lt(messages.id, id)))
      .orderBy(desc(messages.id))
      .limit(CONTEXT_BEFORE),
    selectThreadMessages(db)
      .where(and(inThread, gt(messages.id, id)))
      .orderBy(asc(messages.id))
      .limit(CONTEXT_AFTER),
  ]);
  return [...before.reverse(), reported, ...after];
}
