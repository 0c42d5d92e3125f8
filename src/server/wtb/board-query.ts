import { and, desc, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { WtbFilters, WtbSort } from '@/shared/schemas/wtb-filters';
import { wtbListings } from '@/server/db/schema';
import { inExpressions, likeContains } from '@/server/db/sql-helpers';
import type { SortCursor } from '@/server/http/sort-cursor';

// The SQL of the WTB board's filters, sorts and keyset positions (docs/product.md, API).

/**
 * Title or brand contains the term. The first test is the trigram index's own expression, so a
 * search can use the index; the second keeps a term spanning the joint from matching.
 */
function searchFor(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = likeContains(term);
  const title = sql`lower(${wtbListings.title})`;
  const brand = sql`lower(${wtbListings.brand})`;
  return sql`(${title} || ' ' || ${brand}) like ${pattern} and (${title} like ${pattern} or ${brand} like ${pattern})`;
}

/** Every filter that is set, joined by AND; undefined when none is. */
export function wtbFilterWhere(filters: Partial<WtbFilters>): SQL | undefined {
  const brands = filters.brand?.length ? filters.brand : undefined;
  const sizes = filters.size?.length ? filters.size : undefined;
  return and(
    searchFor(filters.q),
    // brand_key() is immutable: PostgreSQL folds brand_key('Stüssy') to a constant first.
    brands &&
      inExpressions(
        wtbListings.brandKey,
        brands.map((brand) => sql`brand_key(${brand})`),
      ),
    // The filter's sizes arrive lower-cased.
    sizes && inArray(sql`lower(${wtbListings.size})`, sizes),
    filters.minBudget ? gte(wtbListings.maxPrice, filters.minBudget) : undefined,
    filters.maxBudget ? lte(wtbListings.maxPrice, filters.maxBudget) : undefined,
  );
}

/** Each sort's ORDER BY; the id breaks ties, in the key's direction, as the indexes hold them. */
export function wtbOrder(sort: WtbSort): SQL[] {
  return sort === 'budget_desc'
    ? [desc(wtbListings.maxPrice), desc(wtbListings.id)]
    : [desc(wtbListings.bumpedAt), desc(wtbListings.id)];
}

/** The rows after a keyset position: a row comparison matching the sort's ORDER BY. */
export function afterWtbCursor(sort: WtbSort, cursor: SortCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const id = sql`${cursor.id}::uuid`;
  return sort === 'budget_desc'
    ? sql`(${wtbListings.maxPrice}, ${wtbListings.id}) < (${cursor.key}::numeric, ${id})`
    : sql`(${wtbListings.bumpedAt}, ${wtbListings.id}) < (${cursor.key}::timestamptz, ${id})`;
}
