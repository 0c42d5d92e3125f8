import { and, lte, sql, type Column } from 'drizzle-orm';
import { REVIEWER_MIN_ACCOUNT_AGE_DAYS } from '@/shared/schemas/deals';
import type { Executor } from '@/server/db/client';
import { deals } from '@/server/db/schema';
import { countsTowardReputation } from './pair-rule';

const MIN_ACCOUNT_AGE = sql.raw(`interval '${REVIEWER_MIN_ACCOUNT_AGE_DAYS} days'`);

/**
 * Whether the review of the surrounding query counts toward the rating (docs/product.md, Reviews
 * and reputation): its deal (`deals`) counts by the pair rule, and its author's account
 * (`reviewerCreatedAt`) was at least REVIEWER_MIN_ACCOUNT_AGE_DAYS old when the deal was
 * confirmed, so accounts made for the purpose cannot rate anybody. Computed, not stored: it
 * applies to every review, the ones written before the rule too. The deal itself still counts in
 * the deal counts.
 */
export function reviewCountsTowardReputation(db: Executor, reviewerCreatedAt: Column) {
  return and(
    countsTowardReputation(db),
    lte(reviewerCreatedAt, sql`${deals.confirmedAt} - ${MIN_ACCOUNT_AGE}`),
  )!;
}
