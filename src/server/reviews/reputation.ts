import { aliasedTable, and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { deals, reviews, users } from '@/server/db/schema';
import { reviewCountsTowardReputation } from './counted-review';
import { countsTowardReputation } from './pair-rule';

/** The author of each review; `users` is the reviewed person in these queries. */
const reviewer = aliasedTable(users, 'reviewer');

/** Usernames are unique ignoring case, so lookups by name ignore case too. */
const usernameIs = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/** Counted deals of the user in the surrounding query, in one role (deals_buyer_idx / deals_seller_idx). */
function countedDeals(db: Executor, role: 'buyerId' | 'sellerId') {
  return db.$count(deals, and(eq(deals[role], users.id), countsTowardReputation(db)));
}

/** The user's counted deals as buyer and as seller; undefined for an unknown username. */
export async function findDealCounts(db: Executor, username: string) {
  const [row] = await db
    .select({ asBuyer: countedDeals(db, 'buyerId'), asSeller: countedDeals(db, 'sellerId') })
    .from(users)
    .where(usernameIs(username));
  return row;
}

/**
 * Reviews of the user in the surrounding query that the average takes: not removed, on a deal
 * that is confirmed and counts, by an account old enough at the deal (reviews_reviewee_idx, then
 * each deal and each author by its key); and how many people wrote them.
 */
function averagedReviews(db: Executor) {
  return db
    .select({
      average: sql<string | null>`round(avg(${reviews.rating}), 1)`.as('average'),
      count: sql<number>`count(*)::int`.as('count'),
      reviewers: sql<number>`count(distinct ${reviews.reviewerId})::int`.as('reviewers'),
    })
    .from(reviews)
    .innerJoin(deals, eq(deals.id, reviews.dealId))
    .innerJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
    .where(
      and(
        eq(reviews.revieweeId, users.id),
        isNull(reviews.removedAt),
        reviewCountsTowardReputation(db, reviewer.createdAt),
      ),
    );
}

/** What a reputation shows (reputationSchema); undefined for an unknown username. */
export async function findReputation(db: Executor, username: string) {
  const rated = averagedReviews(db).as('rated');
  const [row] = await db
    .select({
      average: rated.average,
      reviewCount: rated.count,
      reviewers: rated.reviewers,
      dealsAsBuyer: countedDeals(db, 'buyerId'),
      dealsAsSeller: countedDeals(db, 'sellerId'),
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoinLateral(rated, sql`true`)
    .where(usernameIs(username));
  return row;
}
