import type { ListingSort } from '@/shared/listing-sorts';
import type { Database } from '@/server/db/client';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { ChoicesFrom, Refreshed } from '@/server/db/refreshed';
import { brands } from '@/server/db/schema';

/**
 * How a page with a search text finds its listings (docs/decisions/044-search-plans.md):
 * `walk` reads the sort's index in order and keeps the rows whose brand holds the text, which is
 * quick when many do; `index` reads brand by brand, each brand whose key holds the text's through
 * its own index (page-json.ts), which is quick when few brands or few listings do. Node chooses,
 * so that each can be a statement planned once.
 */
export type SearchPlan = 'walk' | 'index';

/**
 * Walking finds a page of `limit` in about limit ÷ share rows; reading every match costs
 * share × total. They cost the same where share = √(limit ÷ total): walk above that, read below
 * it. (A price range's choice, price-plan.ts.)
 */
export function walkOrRead(matches: number, total: number, limit: number): 'walk' | 'index' {
  return matches * matches >= limit * total ? 'walk' : 'index';
}

/** What a search's choice is made from: its matches and their brands, in how many listings. */
export type SearchEstimate = {
  matches: number;
  brands: number;
  total: number;
  limit: number;
  /** The newest first: the order of each brand's index, so a brand gives a page and stops. */
  newestFirst: boolean;
};

/**
 * Reading brand by brand costs, newest first, at most a page per brand and never more than the
 * matches; in another order every match (each brand's are sorted). Walking costs about
 * limit × total ÷ matches rows. The cheaper is chosen: `q=nike` (one brand, a sixth of the
 * listings) reads one brand's page, a text in most brands walks.
 */
export function searchPlanFor({ matches, brands, total, limit, newestFirst }: SearchEstimate) {
  const byBrand = newestFirst ? Math.min(brands * limit, matches) : matches;
  return byBrand * matches < limit * total ? 'index' : 'walk';
}

/**
 * Whether a text can be read brand by brand: brand_key() drops spaces and punctuation, so a text
 * of only those has an empty key, which every brand's key holds. Read brand by brand it would
 * walk every brand's index for its matches; it walks the sort's index once instead.
 */
export function readableByBrand(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** The one key of `keys` that holds `key`; null when none or several do. */
export function onlyKeyHolding(keys: readonly string[], key: string): string | null {
  let found: string | null = null;
  for (const candidate of keys) {
    if (!candidate.includes(key)) continue;
    if (found !== null) return null;
    found = candidate;
  }
  return found;
}

/** How often an instance reads the brands' counts again: a plan needs only their size. */
const REFRESH_MS = 60_000;
/** Decisions kept per refresh, by text, page size and whether the order is the newest first. */
const MAX_DECISIONS = 1000;

type Counts = {
  /** The brands with available listings, by lower-cased name: what the estimate adds up. */
  brands: { name: string; listings: number }[];
  total: number;
  /** Every brand's key, listed or not (a brand's sold listings are still searched). */
  keys: string[];
  /** The available listings of each brand with some, by key. */
  listingsByKey: Map<string, number>;
};

/**
 * The estimate behind the choice: the available listings of the brands whose name holds the
 * text (the `brands` table, kept by triggers), read once a minute per instance. It only picks the
 * faster plan: both find the same listings.
 */
class SearchEstimates {
  private readonly decisions: ChoicesFrom<Counts, SearchPlan>;
  private readonly onlyBrands: ChoicesFrom<Counts, string | null>;
  private readonly brandFilters: ChoicesFrom<Counts, SearchPlan>;

  constructor(db: Database) {
    const counts = new Refreshed(REFRESH_MS, async (): Promise<Counts> => {
      const rows = await db
        .select({ key: brands.key, name: brands.name, listings: brands.listings })
        .from(brands);
      const list = rows
        .filter((row) => row.listings > 0)
        .map((row) => ({ name: row.name.toLowerCase(), listings: row.listings }));
      return {
        brands: list,
        total: list.reduce((sum, b) => sum + b.listings, 0),
        keys: rows.map((row) => row.key),
        listingsByKey: new Map(
          rows.filter((row) => row.listings > 0).map((row) => [row.key, row.listings]),
        ),
      };
    });
    this.decisions = new ChoicesFrom(counts, MAX_DECISIONS);
    this.onlyBrands = new ChoicesFrom(counts, MAX_DECISIONS);
    this.brandFilters = new ChoicesFrom(counts, MAX_DECISIONS);
  }

  /** Walk the order's index for these brands' listings, or read theirs (walkOrRead). */
  brandFilterPlan(keys: readonly string[], limit: number): Promise<SearchPlan> {
    return this.brandFilters.choose(`${limit} ${keys.join(' ')}`, ({ listingsByKey, total }) => {
      const matches = [...new Set(keys)].reduce(
        (sum, key) => sum + (listingsByKey.get(key) ?? 0),
        0,
      );
      return walkOrRead(matches, total, limit);
    });
  }

  /** The one brand whose key holds `key`, as last read; null when none or several do. */
  onlyBrandHolding(key: string): Promise<string | null> {
    if (key === '') return Promise.resolve(null);
    return this.onlyBrands.choose(key, ({ keys }) => onlyKeyHolding(keys, key));
  }

  planFor(text: string, limit: number, newestFirst: boolean): Promise<SearchPlan> {
    const term = text.toLowerCase();
    if (!readableByBrand(term)) return Promise.resolve('walk');
    return this.decisions.choose(`${limit} ${newestFirst} ${term}`, ({ brands, total }) => {
      let matches = 0;
      let matched = 0;
      for (const brand of brands) {
        if (!brand.name.includes(term)) continue;
        matches += brand.listings;
        matched += 1;
      }
      return searchPlanFor({ matches, brands: matched, total, limit, newestFirst });
    });
  }
}

const estimatesOf = oncePerDatabase((db) => new SearchEstimates(db));

/** The faster way to find a page of `limit` listings in `sort` whose brand holds `text`. */
export function searchPlanOf(
  db: Database,
  text: string,
  limit: number,
  sort: ListingSort,
): Promise<SearchPlan> {
  return estimatesOf(db).planFor(text, limit, sort === 'newest');
}

/**
 * The one brand whose key holds a search text's key (brand-keys.ts), as this instance last read
 * the brands (at most a minute ago); null when none or several do. A page may read that brand's
 * index alone only while it is still the only one (feed-query.ts, oneBrandSearch).
 */
export function onlyBrandHoldingOf(db: Database, textKey: string): Promise<string | null> {
  return estimatesOf(db).onlyBrandHolding(textKey);
}

/**
 * How a page in an order other than the newest finds the brand filter's listings (decision 047):
 * `walk` reads the order's index and keeps those of the brands, quick when they hold many
 * listings; `index` lets PostgreSQL plan the page for its values, which reads the brands' few
 * listings through the brand index and sorts them. From the same once-a-minute counts.
 */
export function brandFilterPlanOf(
  db: Database,
  keys: readonly string[],
  limit: number,
): Promise<SearchPlan> {
  return estimatesOf(db).brandFilterPlan(keys, limit);
}
