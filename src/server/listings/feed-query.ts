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

// The SQL of the feed's filters, sorts and keyset positions, for the listings table alone: a page
// is picked from listings first and only its rows are joined (see repository.selectListings).
// Rules: docs/product.md, API, "Filters and sorts"; indexes: docs/decisions/019.

/** Every filter that is set, joined by AND; undefined when none is. */
export function listingFilterWhere(filters: Partial<ListingFilters>): SQL | undefined {
  const some = <T>(values: T[] | undefined) => (values && values.length > 0 ? values : undefined);
  const categories = some(filters.category);
  const conditions = some(filters.condition);
  const sizes = some(filters.size);
  const brands = some(filters.brand);
  return and(
    // Text anywhere in the brand, lower-cased: the brand's trigram index serves it.
    filters.q ? sql`lower(${listings.brand}) like ${likeContains(filters.q)}` : undefined,
    categories && inArray(listings.category, categories),
    conditions && inArray(listings.condition, conditions),
    // The filter's sizes arrive lower-cased; lower(size) is the size indexes' expression.
    sizes && inArray(sql`lower(${listings.size})`, sizes),
    // brand_key() is immutable: PostgreSQL folds brand_key('Stüssy') to a constant when it plans.
    brands &&
      inExpressions(
        listings.brandKey,
        brands.map((brand) => sql`brand_key(${brand})`),
      ),
    filters.minPrice ? gte(listings.price, filters.minPrice) : undefined,
    filters.maxPrice ? lte(listings.price, filters.maxPrice) : undefined,
    filters.discounted ? eq(listings.isDiscounted, true) : undefined,
    filters.status === 'available' ? eq(listings.isSold, false) : undefined,
    filters.status === 'sold' ? eq(listings.isSold, true) : undefined,
  );
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
