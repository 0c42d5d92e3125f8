import type { ListingSort } from '@/shared/listing-sorts';
import type { Database } from '@/server/db/client';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { ChoicesFrom, Refreshed } from '@/server/db/refreshed';

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

/** The keys of `keys` that hold `key`. */
export function keysHolding(keys: readonly string[], key: string): string[] {
  return keys.filter((candidate) => candidate.includes(key));
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
  /** How many brands had ever been added when these were read (migration 0020). */
  added: number;
};

/** How many brands were ever added (migration 0020), as SQL: 0 before the first. */
export const BRANDS_ADDED = 'coalesce((select "added" from "brand_additions"), 0)';

/**
 * The brands whose key holds a search text's key, as an instance last read the brands, and how
 * many brands had been added then: a page may be read from these brands alone while no brand was
 * added since (feed-query.ts, which checks it in the page's own statement).
 */
export type KnownBrands = { keys: string[]; added: number };

/**
 * The estimate behind the choice: the available listings of the brands whose name holds the
 * text (the `brands` table, kept by triggers), read once a minute per instance. It only picks the
 * faster plan: both find the same listings.
 */
class SearchEstimates {
  private readonly decisions: ChoicesFrom<Counts, SearchPlan>;
  private readonly counts: Refreshed<Counts>;
  private readonly holding: ChoicesFrom<Counts, KnownBrands>;
  private readonly brandFilters: ChoicesFrom<Counts, SearchPlan>;

  constructor(private readonly db: Database) {
    this.counts = new Refreshed(REFRESH_MS, async (): Promise<Counts> => {
      // One statement, so the brands and the count of additions are of the same moment.
      const { rows } = await db.$client.query<{
        added: string;
        key: string | null;
        name: string | null;
        listings: number | null;
      }>(
        `select a.added, b.key, b.name, b.listings
         from (select ${BRANDS_ADDED} as added) a left join brands b on true`,
      );
      // No brand at all: one row, of the count alone.
      const read = rows.flatMap(({ key, name, listings }) =>
        key === null || name === null ? [] : [{ key, name, listings: listings ?? 0 }],
      );
      const listed = read.filter((row) => row.listings > 0);
      return {
        brands: listed.map((row) => ({ name: row.name.toLowerCase(), listings: row.listings })),
        total: listed.reduce((sum, b) => sum + b.listings, 0),
        keys: read.map((row) => row.key),
        listingsByKey: new Map(listed.map((row) => [row.key, row.listings])),
        added: Number(rows[0]?.added ?? 0),
      };
    });
    this.decisions = new ChoicesFrom(this.counts, MAX_DECISIONS);
    this.holding = new ChoicesFrom(this.counts, MAX_DECISIONS);
    this.brandFilters = new ChoicesFrom(this.counts, MAX_DECISIONS);
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

  /** The brands whose key holds `key`, as last read, and the additions then. */
  brandsHolding(key: string): Promise<KnownBrands> {
    return this.holding.choose(key, ({ keys, added }) => ({ keys: keysHolding(keys, key), added }));
  }

  /** Whether a brand was added since `added`; if so the brands are read again on the next use. */
  async addedSince(added: number): Promise<boolean> {
    const { rows } = await this.db.$client.query<{ added: string }>({
      name: 'brand_additions',
      text: `select ${BRANDS_ADDED} as added`,
    });
    const changed = Number(rows[0]?.added ?? 0) !== added;
    if (changed) this.counts.forget();
    return changed;
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
 * The brands whose key holds a search text's key (brand-keys.ts), as this instance last read the
 * brands (at most a minute ago), and how many brands had been added then.
 */
export function brandsHoldingOf(db: Database, textKey: string): Promise<KnownBrands> {
  return estimatesOf(db).brandsHolding(textKey);
}

/**
 * Whether a brand was added since the instance read `added` additions (an empty page read from
 * the brands it knew may have missed it); the brands are then read again on the next request.
 */
export function brandsAddedSince(db: Database, added: number): Promise<boolean> {
  return estimatesOf(db).addedSince(added);
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
