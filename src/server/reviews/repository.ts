import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { auditLog, deals, listings, reviews, users, wtbListings } from '@/server/db/schema';
import { isoTimestamp } from '@/server/db/sql-helpers';
import { firstThumbnailOf } from '@/server/listings/query-parts';
import { reviewCountsTowardReputation } from './counted-review';

/** Reviews as the API shows them (reviewSchema), with the deal, its item and the reviewer. */
function selectReviews(db: Executor) {
  return db
    .select({
      id: reviews.id,
      dealId: reviews.dealId,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: isoTimestamp(reviews.createdAt),
      updatedAt: isoTimestamp(reviews.updatedAt),
      reviewerUsername: users.username,
      reviewerImageUrl: users.profileImageUrl,
      reviewerIsBuyer: sql<boolean>`${reviews.reviewerId} = ${deals.buyerId}`,
      listingId: listings.id,
      listingTitle: listings.title,
      thumbnailUrl: sql<string | null>`(${firstThumbnailOf(db)})`,
      wtbId: wtbListings.id,
      wtbTitle: wtbListings.title,
      price: deals.price,
      reply: reviews.reply,
      repliedAt: isoTimestamp(reviews.repliedAt),
      // `users` is the review's author here.
      counted: sql<boolean>`(${reviewCountsTowardReputation(db, users.createdAt)})`,
    })
    .from(reviews)
    .innerJoin(deals, eq(deals.id, reviews.dealId))
    .innerJoin(users, eq(users.id, reviews.reviewerId))
    .leftJoin(listings, eq(listings.id, deals.listingId))
    .leftJoin(wtbListings, eq(wtbListings.id, deals.wtbListingId))
    .$dynamic();
}

export type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

/**
 * A page of the reviews of `revieweeId` that profiles show, newest first: not removed, on deals
 * still confirmed (a cancelled deal's reviews go with it). Keyset by id (reviews_reviewee_idx).
 */
export function listReviewsOf(
  db: Executor,
  revieweeId: string,
  page: { limit: number; beforeId?: number },
) {
  return selectReviews(db)
    .where(
      and(
        eq(reviews.revieweeId, revieweeId),
        isNull(reviews.removedAt),
        eq(deals.state, 'confirmed'),
        page.beforeId === undefined ? undefined : lt(reviews.id, page.beforeId),
      ),
    )
    .orderBy(desc(reviews.id))
    .limit(page.limit);
}

export async function findReviewView(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  return row;
}

/** The deal a review would stand on, locked against a cancellation while the review is written. */
export async function findDealForReview(tx: Executor, dealId: number) {
  const [row] = await tx
    .select({
      id: deals.id,
      state: deals.state,
      buyerId: deals.buyerId,
      sellerId: deals.sellerId,
      confirmedAt: deals.confirmedAt,
    })
    .from(deals)
    .where(eq(deals.id, dealId))
    .for('share');
  return row;
}

/** One review per person per deal: undefined when this person has already written theirs. */
export async function insertReview(
  tx: Executor,
  values: { dealId: number; reviewerId: string; revieweeId: string; rating: number; text: string },
  now: Date,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(reviews)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [reviews.dealId, reviews.reviewerId] })
    .returning({ id: reviews.id });
  return row?.id;
}

/** A shown review (not removed, its deal confirmed) with who wrote it and of whom, locked. */
export async function findShownReviewForUpdate(tx: Executor, id: number) {
  const [row] = await tx
    .select({
      id: reviews.id,
      reviewerId: reviews.reviewerId,
      revieweeId: reviews.revieweeId,
      createdAt: reviews.createdAt,
      reply: reviews.reply,
    })
    .from(reviews)
    .innerJoin(deals, eq(deals.id, reviews.dealId))
    .where(and(eq(reviews.id, id), isNull(reviews.removedAt), eq(deals.state, 'confirmed')))
    .for('update', { of: reviews });
  return row;
}

export async function updateReview(
  tx: Executor,
  id: number,
  changes: Partial<
    Pick<typeof reviews.$inferInsert, 'rating' | 'text' | 'updatedAt' | 'reply' | 'repliedAt'>
  >,
): Promise<void> {
  await tx.update(reviews).set(changes).where(eq(reviews.id, id));
}

/** Takes a review off profiles and averages and records why, in the caller's transaction. */
export async function removeReview(
  tx: Executor,
  removal: { id: number; adminId: string; reason: string },
  now: Date,
): Promise<void> {
  await tx
    .update(reviews)
    .set({ removedAt: now, removedById: removal.adminId, removedReason: removal.reason })
    .where(eq(reviews.id, removal.id));
  await tx.insert(auditLog).values({
    actorId: removal.adminId,
    action: 'review.remove',
    subjectType: 'review',
    subjectId: String(removal.id),
    reason: removal.reason,
    createdAt: now,
  });
}

export async function findUsername(db: Executor, id: string): Promise<string> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, id));
  return row?.username ?? '';
}
