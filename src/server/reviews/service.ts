import {
  REVIEW_EDIT_HOURS,
  REVIEW_WINDOW_DAYS,
  type DealCount,
  type Reputation,
  type Review,
  type ReviewPage,
} from '@/shared/schemas/deals';
import type { Database, Executor } from '@/server/db/client';
import { Conflict, Forbidden, NotFound } from '@/server/http/errors';
import { publish } from '@/server/live/notices';
import { addNotifications } from '@/server/notifications/service';
import { requireUserId } from '@/server/users/service';
import { decodeReviewCursor, encodeReviewCursor } from './cursor';
import * as repository from './repository';
import { findDealCounts, findReputation } from './reputation';

const HOUR_MS = 60 * 60 * 1000;
const PREVIEW_LENGTH = 140;

/** The review as the API shows it (src/shared/schemas/deals.ts, reviewSchema). */
function toReview(row: repository.ReviewRow): Review {
  const item = row.listingId
    ? {
        kind: 'listing' as const,
        id: row.listingId,
        title: row.listingTitle ?? '',
        thumbnailUrl: row.thumbnailUrl,
      }
    : row.wtbId
      ? { kind: 'wtb' as const, id: row.wtbId, title: row.wtbTitle ?? '', thumbnailUrl: null }
      : null;
  return {
    id: row.id,
    dealId: row.dealId,
    rating: row.rating,
    text: row.text,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    reviewer: { username: row.reviewerUsername, profileImageUrl: row.reviewerImageUrl },
    reviewerRole: row.reviewerIsBuyer ? 'buyer' : 'seller',
    item,
    price: row.price,
    reply: row.reply,
    repliedAt: row.repliedAt,
    counted: row.counted,
  };
}

async function reviewView(db: Database, id: number): Promise<Review> {
  const row = await repository.findReviewView(db, id);
  if (!row) throw new NotFound('Review not found');
  return toReview(row);
}

function preview(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

/**
 * Tells the open tabs of the review's two parties, once the change commits, that the reviewed
 * person's rating and reviews changed (docs/decisions/053-live-invalidation.md): the notification
 * reaches only one of them, and an edit or a removal notifies nobody.
 */
async function announceReputation(
  tx: Executor,
  review: { reviewerId: string; revieweeId: string },
): Promise<void> {
  const username = await repository.findUsername(tx, review.revieweeId);
  if (!username) return;
  await publish(tx, {
    kind: 'reputation',
    username,
    userIds: [review.reviewerId, review.revieweeId],
  });
}

/** Where a person's reviews are read: their profile's Reviews tab. */
const reviewsTabOf = (username: string) => `/profile/${encodeURIComponent(username)}?tab=reviews`;

/**
 * docs/product.md, Reviews: a party of a confirmed deal reviews the other, once, within
 * REVIEW_WINDOW_DAYS of its confirmation; the reviewed person is notified in the same transaction.
 */
export async function reviewDeal(
  db: Database,
  reviewerId: string,
  dealId: number,
  input: { rating: number; text: string },
  now = new Date(),
): Promise<Review> {
  const id = await db.transaction(async (tx) => {
    const deal = await repository.findDealForReview(tx, dealId);
    // A deal is seen by its two parties only: to anyone else it does not exist.
    if (!deal || (deal.buyerId !== reviewerId && deal.sellerId !== reviewerId)) {
      throw new NotFound('Deal not found');
    }
    if (deal.state !== 'confirmed' || !deal.confirmedAt) {
      throw new Conflict('Only a confirmed deal can be reviewed');
    }
    if (now.getTime() >= deal.confirmedAt.getTime() + REVIEW_WINDOW_DAYS * 24 * HOUR_MS) {
      throw new Conflict(`Reviews can be left within ${REVIEW_WINDOW_DAYS} days of the deal`);
    }
    const revieweeId = deal.buyerId === reviewerId ? deal.sellerId : deal.buyerId;
    const reviewId = await repository.insertReview(
      tx,
      { dealId, reviewerId, revieweeId, ...input },
      now,
    );
    if (reviewId === undefined) throw new Conflict('You have already reviewed this deal');
    const [reviewer, reviewee] = await Promise.all([
      repository.findUsername(tx, reviewerId),
      repository.findUsername(tx, revieweeId),
    ]);
    await addNotifications(tx, [
      {
        userId: revieweeId,
        kind: 'review',
        title: `${reviewer} reviewed you: ${input.rating} out of 5`,
        body: preview(input.text) || 'No written review.',
        url: reviewsTabOf(reviewee),
      },
    ]);
    await announceReputation(tx, { reviewerId, revieweeId });
    return reviewId;
  });
  return reviewView(db, id);
}

/** The author edits their review within REVIEW_EDIT_HOURS of writing it. */
export async function editReview(
  db: Database,
  userId: string,
  id: number,
  input: { rating: number; text: string },
  now = new Date(),
): Promise<Review> {
  await db.transaction(async (tx) => {
    const review = await repository.findShownReviewForUpdate(tx, id);
    if (!review) throw new NotFound('Review not found');
    if (review.reviewerId !== userId) throw new Forbidden('Only its author can edit a review');
    if (now.getTime() >= review.createdAt.getTime() + REVIEW_EDIT_HOURS * HOUR_MS) {
      throw new Conflict(`Reviews cannot be edited after ${REVIEW_EDIT_HOURS} hours`);
    }
    await repository.updateReview(tx, id, { ...input, updatedAt: now });
    await announceReputation(tx, review);
  });
  return reviewView(db, id);
}

/** The reviewed person answers a review once; the reviewer is notified. */
export async function replyToReview(
  db: Database,
  userId: string,
  id: number,
  text: string,
  now = new Date(),
): Promise<Review> {
  await db.transaction(async (tx) => {
    const review = await repository.findShownReviewForUpdate(tx, id);
    if (!review) throw new NotFound('Review not found');
    if (review.revieweeId !== userId) {
      throw new Forbidden('Only the reviewed person can reply to a review');
    }
    if (review.reply !== null) throw new Conflict('You have already replied to this review');
    await repository.updateReview(tx, id, { reply: text, repliedAt: now });
    const reviewee = await repository.findUsername(tx, userId);
    await addNotifications(tx, [
      {
        userId: review.reviewerId,
        kind: 'review',
        title: `${reviewee} replied to your review`,
        body: preview(text),
        url: reviewsTabOf(reviewee),
      },
    ]);
    await announceReputation(tx, review);
  });
  return reviewView(db, id);
}

/** An admin takes a review down; the reason stays in the audit log. */
export async function removeReview(
  db: Database,
  adminId: string,
  id: number,
  reason: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await repository.findShownReviewForUpdate(tx, id);
    if (!review) throw new NotFound('Review not found');
    await repository.removeReview(tx, { id, adminId, reason }, now);
    await announceReputation(tx, review);
  });
}

/** The person a profile's reviews are of, by name: 404 for nobody. */
export function revieweeIdOf(db: Database, username: string): Promise<string> {
  return requireUserId(db, username);
}

/** A page of the reviews a profile shows, newest first. */
export async function reviewsOf(
  db: Database,
  revieweeId: string,
  query: { limit: number; cursor?: string },
): Promise<ReviewPage> {
  const beforeId = decodeReviewCursor(query.cursor);
  const rows = await repository.listReviewsOf(db, revieweeId, {
    limit: query.limit + 1,
    beforeId,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    reviews: page.map(toReview),
    nextCursor: rows.length > query.limit && last ? encodeReviewCursor(last.id) : null,
  };
}

export async function dealCountOf(db: Database, username: string): Promise<DealCount> {
  const counts = await findDealCounts(db, username);
  if (!counts) throw new NotFound('User not found');
  return { ...counts, total: counts.asBuyer + counts.asSeller };
}

export async function reputationOf(db: Database, username: string): Promise<Reputation> {
  const row = await findReputation(db, username);
  if (!row) throw new NotFound('User not found');
  return {
    rating: row.average === null ? null : Number(row.average),
    reviewCount: row.reviewCount ?? 0,
    reviewers: row.reviewers ?? 0,
    dealsAsBuyer: row.dealsAsBuyer,
    dealsAsSeller: row.dealsAsSeller,
    memberSince: row.createdAt.toISOString(),
  };
}
