import { aliasedTable, and, eq, exists, gte, lt, not, or, sql } from 'drizzle-orm';
import { PAIR_WINDOW_DAYS } from '@/shared/schemas/deals';
import type { Executor } from '@/server/db/client';
import { deals } from '@/server/db/schema';

const earlier = aliasedTable(deals, 'earlier_deal');
const PAIR_WINDOW = sql.raw(`interval '${PAIR_WINDOW_DAYS} days'`);

/**
 * Whether the `deals` row of the surrounding query counts toward reputation (docs/product.md,
 * Reputation; decision 033): a confirmed deal counts unless another confirmed deal between the
 * same two people, in either role, was confirmed in the PAIR_WINDOW_DAYS before it (ties broken
 * by id). Each deal is judged by its own past only, so the answer never changes later and costs
 * one index probe per deal (deals_buyer_idx on the earlier deal's buyer and confirmation time).
 */
export function countsTowardReputation(db: Executor) {
  const samePair = or(
    and(eq(earlier.buyerId, deals.buyerId), eq(earlier.sellerId, deals.sellerId)),
    and(eq(earlier.buyerId, deals.sellerId), eq(earlier.sellerId, deals.buyerId)),
  );
  const earlierDeal = db
    .select({ id: earlier.id })
    .from(earlier)
    .where(
      and(
        eq(earlier.state, 'confirmed'),
        samePair,
        gte(earlier.confirmedAt, sql`${deals.confirmedAt} - ${PAIR_WINDOW}`),
        lt(sql`(${earlier.confirmedAt}, ${earlier.id})`, sql`(${deals.confirmedAt}, ${deals.id})`),
      ),
    );
  return and(eq(deals.state, 'confirmed'), not(exists(earlierDeal)))!;
}
