import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lte,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { ListingSort } from '@/shared/listing-sorts';
import type { ListingFilters } from '@/shared/schemas/listing-filters';
import { listings } from '@/server/db/schema';
import { inExpressions, likeContains } from '@/server/db/sql-helpers';
import type { SortCursor } from '@/server/http/sort-cursor';
import type { ByBrand } from './page-json';
import type { PricePlan } from './price-plan';
import { BRANDS_ADDED, type KnownBrands, type SearchPlan } from './search-plan';

/**
 * How Node chose to find a page's searched and price-ranged rows (search-plan.ts, price-plan.ts),
 * and the brand keys it already knows (brands/brand-keys.ts): of the brand filter's values, in
 * their order, and of the search text.
 */
export type NodePlans = {
  search?: SearchPlan;
  price?: PricePlan;
  brandKeys?: string[];
  searchKey?: string;
  /**
   * The brands whose key holds the search text's key, as Node last read the brands, when a
   * newest-first page is read brand by brand (search-plan.ts, brandsHoldingOf): the page reads
   * those brands' indexes alone (oneBrandSearch, or brand by brand from their keys).
   */
  searchBrands?: KnownBrands;
  /**
   * In an order other than the newest, how the brand filter's listings are found
   * (search-plan.ts, brandFilterPlanOf): walked in the order's index, or planned for its values.
   */
  brandFilter?: SearchPlan;
};

const PRICE_SORTS: ReadonlySet<ListingSort> = new Set(['price_asc', 'price_desc']);

// The SQL of the feed's filters, sorts and keyset positions, for the listings table alone: a page
// is picked from listings first and only its rows are joined (see repository.selectListings).
// Rules: docs/product.md, API, "Filters and sorts"; indexes: docs/decisions/019.

/**
 * A search for text in the brand (lower-cased, anywhere in it). Written as LIKE it can use the
 * brand's trigram index; as strpos() it cannot, so a statement planned once walks the sort's
 * index instead (search-plan.ts says which suits the text). Both match exactly the same rows.
 */
export function brandHolds(text: string, plan: SearchPlan | undefined): SQL {
  const lower = sql`lower(${listings.brand})`;
  return plan === 'walk'
    ? sql`strpos(${lower}, ${text.toLowerCase()}) > 0`
    : sql`${lower} like ${likeContains(text)}`;
}

/**
 * No brand was added since Node read `added` additions with the brands it named (migration 0020):
 * checked in the page's own statement, so a page read from those brands alone holds only while
 * they are still all the brands holding the text (brands are never deleted, and a brand's key
 * never changes). Otherwise the page comes back empty and the service reads it again from the
 * brands table (service.ts, pageBody).
 */
export function noBrandAddedSince(added: number): SQL {
  return sql`${sql.raw(BRANDS_ADDED)} = ${added}`;
}

/**
 * A search whose text's key only one brand's key holds (decision 044, amended 2026-11-29): that
 * brand's listings that hold the text, through the brand's own index in the newest-first order,
 * like a brand filter; no CTE to fill and sort.
 */
function oneBrandSearch(text: string, brandKey: string, added: number): SQL {
  return and(eq(listings.brandKey, brandKey), brandHolds(text, 'walk'), noBrandAddedSince(added))!;
}

/** A search's condition: on one brand when Node named it, else as Node chose to look for it. */
function searchWhere(text: string, plans: NodePlans): SQL {
  const known = plans.searchBrands;
  if (plans.search === 'index' && known?.keys.length === 1) {
    return oneBrandSearch(text, known.keys[0]!, known.added);
  }
  return brandHolds(text, plans.search);
}

/** A bound in dollars, at most two decimals as the filters hold it ("300.00"), in whole cents. */
export function centsOf(dollars: string): number {
  return Math.round(Number(dollars) * 100);
}

/**
 * A price range. Walked (price-plan.ts), it is written so that the price index cannot serve it:
 * the price in cents, `(price * 100)::integer`, is the price, but not the price index's
 * expression, so a statement planned once reads the sort's index and keeps the rows in range,
 * whatever range it is given. The size indexes end with that expression (migration 0018), so a
 * walk of a size's listings checks the range on each index entry and visits only the rows in it.
 * Otherwise it reads a range of the price index: the order itself when sorted by price.
 */
function priceWithin(filters: Partial<ListingFilters>, plan: PricePlan | undefined): SQL[] {
  const { minPrice, maxPrice } = filters;
  if (plan === 'walk') {
    const cents = sql`(${listings.price} * 100)::integer`;
    return [
      ...(minPrice ? [gte(cents, centsOf(minPrice))] : []),
      ...(maxPrice ? [lte(cents, centsOf(maxPrice))] : []),
    ];
  }
  return [
    ...(minPrice ? [gte(listings.price, minPrice)] : []),
    ...(maxPrice ? [lte(listings.price, maxPrice)] : []),
  ];
}

/**
 * Every filter that is set, joined by AND; undefined when none is. `plans` say how a search
 * text and a price range are looked for when Node chose (search-plan.ts, price-plan.ts); without
 * them, LIKE and the price compared as they are, planned for their values.
 */
export function listingFilterWhere(
  filters: Partial<ListingFilters>,
  plans: NodePlans = {},
): SQL | undefined {
  const some = <T>(values: T[] | undefined) => (values && values.length > 0 ? values : undefined);
  const categories = some(filters.category);
  const conditions = some(filters.condition);
  const sizes = some(filters.size);
  const brands = some(filters.brand);
  return and(
    filters.q ? searchWhere(filters.q, plans) : undefined,
    categories && inArray(listings.category, categories),
    conditions && inArray(listings.condition, conditions),
    // The filter's sizes arrive lower-cased; lower(size) is the size indexes' expression.
    sizes && inArray(sql`lower(${listings.size})`, sizes),
    // The keys Node knows, else brand_key() of each value: immutable, so PostgreSQL folds
    // brand_key('Stüssy') to a constant first (but a generic plan computes it every time).
    brands &&
      (plans.brandKeys?.length === brands.length
        ? inArray(listings.brandKey, plans.brandKeys)
        : inExpressions(
            listings.brandKey,
            brands.map((brand) => sql`brand_key(${brand})`),
          )),
    ...priceWithin(filters, plans.price),
    filters.discounted ? eq(listings.isDiscounted, true) : undefined,
    filters.status === 'available' ? eq(listings.isSold, false) : undefined,
    filters.status === 'sold' ? eq(listings.isSold, true) : undefined,
  );
}

/**
 * Whether the page is read brand by brand (PageSpec.byBrand), and the filters left for the page's
 * WHERE: a rare search's brands when Node chose the index for the search text (search-plan.ts);
 * else, newest first, the brand filter's brands when it names several (decision 047): each
 * brand's index is in that order, so each gives at most a page, where one plan for the whole
 * table walks the feed past every other brand's listings (`brand=kapital&brand=visvim` at 100k
 * listings: 8 ms). Otherwise nothing is read apart.
 */
export function pageNarrowing(
  filters: Partial<ListingFilters>,
  sort: ListingSort,
  plans: NodePlans = {},
): { byBrand?: ByBrand; filters: Partial<ListingFilters> } {
  const newest = sort === 'newest';
  const known = plans.searchBrands;
  if (filters.q && plans.search === 'index' && newest && known?.keys.length !== 1) {
    const { q, ...rest } = filters;
    const text = q.toLowerCase();
    // From the brands Node knows hold the text, else those the brands table says do.
    const byBrand: ByBrand = known ? { text, ...known } : { text, key: plans.searchKey };
    return { byBrand, filters: rest };
  }
  const keys = plans.brandKeys;
  if (newest && keys && keys.length > 1 && keys.length === filters.brand?.length) {
    const { brand: _brand, ...rest } = filters;
    return { byBrand: { keys }, filters: rest };
  }
  return { filters };
}

/**
 * Whether one plan suits a page query whatever its values, so PostgreSQL can plan it once per
 * session (the plan-once pool, db/client.ts). Equality filters, a seller and a keyset position
 * pick the same index for every value: the indexes lead with those columns and end with the
 * sort's key. So does a search once Node chose how (decision 044): a walk is strpos, which no
 * index serves; newest first a rare one is read brand by brand, each brand through its own index
 * in that order (pageNarrowing, page-json.ts), whatever its value. In another order a rare
 * search, and a brand filter Node found rare (decision 047), are planned for their values: one
 * plan for every value walks the order's index past the other brands' listings, which a rare
 * brand does not end (`brand=kapital&sort=price_asc` at a million listings: 1.3 s). A price range
 * suits one plan when the page is sorted by price (a range of the price index, in order) or when
 * Node chose to walk it (decision 045); a narrow one under another sort is planned for its values.
 */
export function onePlanFits(
  filters: Partial<ListingFilters>,
  sort: ListingSort,
  plans: NodePlans = {},
): boolean {
  const newest = sort === 'newest';
  return (
    (!filters.q || plans.search === 'walk' || (plans.search === 'index' && newest)) &&
    (!filters.brand?.length || newest || plans.brandFilter === 'walk') &&
    (!priceRangeToPlan(filters, sort) || plans.price === 'walk')
  );
}

/** Whether a page's price range is for Node to plan: one under a sort other than price. */
export function priceRangeToPlan(filters: Partial<ListingFilters>, sort: ListingSort): boolean {
  return Boolean(filters.minPrice || filters.maxPrice) && !PRICE_SORTS.has(sort);
}

/** The rows a sort shows at all: recently reduced shows only listings reduced at least once. */
export function listingSortWhere(sort: ListingSort): SQL | undefined {
  return sort === 'recently_reduced' ? isNotNull(listings.discountedAt) : undefined;
}

/** The columns a sort reads: the listings table's, or those of a subquery picked from it. */
export type ListingSortColumns = Record<'id' | 'bumpedAt' | 'price' | 'discountedAt', AnyColumn>;

/** The ORDER BY of a sort over some columns (the table's inside, the page's outside). */
export type ListingOrder = (columns?: ListingSortColumns) => SQL[];

/** Each sort's ORDER BY; the id breaks ties, in the key's direction, as the indexes hold them. */
export function listingOrder(sort: ListingSort): ListingOrder {
  return (c = listings) => {
    switch (sort) {
      case 'newest':
        return [desc(c.bumpedAt), desc(c.id)];
      case 'price_asc':
        return [asc(c.price), asc(c.id)];
      case 'price_desc':
        return [desc(c.price), desc(c.id)];
      case 'recently_reduced':
        return [desc(c.discountedAt), desc(c.id)];
    }
  };
}

/**
 * A sort's key: the column a page's cursor is made from, and whether it is a timestamp (else a
 * price), which says how its value is written as text (sortKeyText).
 */
export type ListingSortKey = { column: AnyColumn; timestamp: boolean };

/** Each sort's key. */
export function listingSortKey(sort: ListingSort): ListingSortKey {
  switch (sort) {
    case 'newest':
      return { column: listings.bumpedAt, timestamp: true };
    case 'price_asc':
    case 'price_desc':
      return { column: listings.price, timestamp: false };
    case 'recently_reduced':
      return { column: listings.discountedAt, timestamp: true };
  }
}

/**
 * A sort key's value as text the next page's cursor is made from (feed-cursor.ts): a price as
 * numeric(12,2) prints it, a timestamp in UTC without its zone ("2026-11-24 10:00:00.12"), which
 * costs PostgreSQL less than to_char.
 */
export function sortKeyText({ timestamp }: ListingSortKey, value: SQL): SQL {
  return timestamp ? sql`(${value} at time zone 'UTC')::text` : sql`${value}::text`;
}

/**
 * The rows after a keyset position in a sort: a row comparison, which the query builder has no
 * operator for, matching the sort's ORDER BY and index exactly.
 */
export function afterListingCursor(
  sort: ListingSort,
  cursor: SortCursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  const id = sql`${cursor.id}::uuid`;
  switch (sort) {
    case 'newest':
      return sql`(${listings.bumpedAt}, ${listings.id}) < (${cursor.key}::timestamptz, ${id})`;
    case 'price_asc':
      return sql`(${listings.price}, ${listings.id}) > (${cursor.key}::numeric, ${id})`;
    case 'price_desc':
      return sql`(${listings.price}, ${listings.id}) < (${cursor.key}::numeric, ${id})`;
    case 'recently_reduced':
      return sql`(${listings.discountedAt}, ${listings.id}) < (${cursor.key}::timestamptz, ${id})`;
  }
}
