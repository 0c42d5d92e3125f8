import { gt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { ChoicesFrom, Refreshed } from '@/server/db/refreshed';
import { brands } from '@/server/db/schema';

/**
 * How a page with a search text finds its listings (docs/decisions/044-search-plans.md):
 * `walk` reads the sort's index in order and keeps the rows whose brand holds the text, which is
 * quick when many do; `index` fetches every match through the brand's trigram index and sorts
 * them, which is quick when few do. Node chooses, so that each can be a statement planned once.
 */
export type SearchPlan = 'walk' | 'index';

/**
 * Walking finds a page of `limit` in about limit ÷ share rows; the index reads share × total.
 * They cost the same where share = √(limit ÷ total): walk above that, use the index below it.
 */
export function searchPlanFor(matches: number, total: number, limit: number): SearchPlan {
  return matches * matches >= limit * total ? 'walk' : 'index';
}

/** How often an instance reads the brands' counts again: a plan needs only their size. */
const REFRESH_MS = 60_000;
/** Decisions kept per refresh, by text and page size. */
const MAX_DECISIONS = 1000;

type Counts = { brands: { name: string; listings: number }[]; total: number };

/**
 * The estimate behind the choice: the available listings of the brands whose name holds the
 * text (the `brands` table, kept by triggers), read once a minute per instance. It only picks the
 * faster plan: both find the same listings.
 */
class SearchEstimates {
  private readonly decisions: ChoicesFrom<Counts, SearchPlan>;

  constructor(db: Database) {
    const counts = new Refreshed(REFRESH_MS, async (): Promise<Counts> => {
      const rows = await db
        .select({ name: brands.name, listings: brands.listings })
        .from(brands)
        .where(gt(brands.listings, 0));
      const list = rows.map((row) => ({ name: row.name.toLowerCase(), listings: row.listings }));
      return { brands: list, total: list.reduce((sum, b) => sum + b.listings, 0) };
    });
    this.decisions = new ChoicesFrom(counts, MAX_DECISIONS);
  }

  planFor(text: string, limit: number): Promise<SearchPlan> {
    const term = text.toLowerCase();
    return this.decisions.choose(`${limit} ${term}`, (counts) => {
      let matches = 0;
      for (const brand of counts.brands) if (brand.name.includes(term)) matches += brand.listings;
      return searchPlanFor(matches, counts.total, limit);
    });
  }
}

const estimatesOf = oncePerDatabase((db) => new SearchEstimates(db));

/** The faster way to find a page of `limit` listings whose brand holds `text`. */
export function searchPlanOf(db: Database, text: string, limit: number): Promise<SearchPlan> {
  return estimatesOf(db).planFor(text, limit);
}
