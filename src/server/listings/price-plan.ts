import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { ChoicesFrom, Refreshed } from '@/server/db/refreshed';
import { shareInRange, type ColumnStats } from './price-share';
import { walkOrRead, type SearchPlan } from './search-plan';

/**
 * How a page sorted by anything but price finds the listings in a price range
 * (docs/decisions/045-price-range-plans.md): `walk` reads the sort's index in order and keeps the
 * rows in the range, quick when many are; `index` lets PostgreSQL plan the page for its values,
 * which reads a narrow range from the price index. The crossover is walkOrRead's
 * (search-plan.ts): walking costs limit ÷ share rows, the index share × total.
 */
export type PricePlan = SearchPlan;

/** How often an instance reads the price statistics again: ANALYZE changes them seldom. */
const REFRESH_MS = 60_000;
const MAX_DECISIONS = 1000;

type PriceStats = ColumnStats & { rows: number };

/** Numbers out of an array's text form, `{1.50,20.00}` (numeric values are never quoted). */
const numbers = (text: string | null) =>
  text ? text.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number) : [];

/**
 * PostgreSQL's own statistics of listings.price (what ANALYZE, or autovacuum's, last saw) and
 * the table's estimated size; null until the table was first analyzed.
 */
async function readPriceStats(db: Database): Promise<PriceStats | null> {
  const result = await db.execute<{
    null_frac: number;
    common: string | null;
    shares: number[] | null;
    bounds: string | null;
    rows: number;
  }>(sql`
    select s.null_frac, s.most_common_vals::text as common, s.most_common_freqs as shares,
           s.histogram_bounds::text as bounds, c.reltuples::float8 as rows
    from pg_stats s
    join pg_class c on c.oid = 'listings'::regclass
    where s.schemaname = current_schema() and s.tablename = 'listings' and s.attname = 'price'`);
  const row = result.rows[0];
  if (!row || row.rows <= 0) return null;
  const values = numbers(row.common);
  return {
    nullShare: row.null_frac,
    common: values.map((value, i) => ({ value, share: row.shares?.[i] ?? 0 })),
    bounds: numbers(row.bounds),
    rows: row.rows,
  };
}

const decisionsOf = oncePerDatabase(
  (db) =>
    new ChoicesFrom<PriceStats | null, PricePlan>(
      new Refreshed(REFRESH_MS, () => readPriceStats(db)),
      MAX_DECISIONS,
    ),
);

/**
 * The faster way to find a page of `limit` listings priced from `min` to `max` (dollars, either
 * may be open): planned for its values (`index`) until PostgreSQL has statistics to go by.
 */
export function pricePlanOf(
  db: Database,
  min: string | undefined,
  max: string | undefined,
  limit: number,
): Promise<PricePlan> {
  return decisionsOf(db).choose(`${limit} ${min ?? ''}-${max ?? ''}`, (stats) => {
    if (!stats) return 'index';
    const share = shareInRange(stats, min ? Number(min) : undefined, max ? Number(max) : undefined);
    return walkOrRead(share * stats.rows, stats.rows, limit);
  });
}
