import { CATEGORIES, CONDITIONS } from './constants';
import { DEFAULT_LISTING_SORT, type ListingSort } from './listing-sorts';
import { listingsQuerySchema, type ListingFilters } from './schemas/listing-filters';

// A saved search's query string (docs/product.md, Saved searches): checked by the feed's own
// query schema, so a search that saves is one the feed answers, and written back in one
// canonical form, so the same search saved twice reads the same.

/** Paging belongs to one visit of the feed, not to the search. */
const PAGING_PARAMS = new Set(['cursor', 'limit']);

export type SavedQuery = { query: string; filters: ListingFilters; sort: ListingSort };

/** The parameters as Fastify hands them to the feed: one value a string, several a list. */
function queryObject(query: string): Record<string, string | string[]> {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const object: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    if (PAGING_PARAMS.has(name)) continue;
    const values = params.getAll(name);
    object[name] = values.length === 1 ? values[0]! : values;
  }
  return object;
}

/** In the order of a fixed list (categories, conditions). */
const inOrderOf = (order: readonly string[]) => (a: string, b: string) =>
  order.indexOf(a) - order.indexOf(b);
const byLowerCase = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

/** Distinct values, compared ignoring case (the feed compares brands and sizes so). */
function distinctIgnoringCase(values: string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values)
    if (!seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  return [...seen.values()];
}

/** "25.00" → "25", "25.50" → "25.5": the shortest spelling of an amount. */
const shortAmount = (amount: string | undefined) => (amount ? String(Number(amount)) : '');

/** The canonical query string of parsed filters and sort; defaults are left out. */
export function canonicalQuery(filters: ListingFilters, sort: ListingSort): string {
  const params = new URLSearchParams();
  const add = (name: string, values: string[]) => {
    for (const value of values) if (value) params.append(name, value);
  };
  add('q', [filters.q ?? '']);
  add('category', [...filters.category].sort(inOrderOf(CATEGORIES)));
  add('condition', [...filters.condition].sort(inOrderOf(CONDITIONS)));
  // Sizes arrive lower-cased; shown upper-cased, as sizes are written (M, XL, 10.5).
  add('size', filters.size.map((size) => size.toUpperCase()).sort(byLowerCase));
  add('brand', distinctIgnoringCase(filters.brand).sort(byLowerCase));
  add('minPrice', [shortAmount(filters.minPrice)]);
  add('maxPrice', [shortAmount(filters.maxPrice)]);
  add('discounted', [filters.discounted ? 'true' : '']);
  add('status', [filters.status === 'all' ? '' : filters.status]);
  add('sort', [sort === DEFAULT_LISTING_SORT ? '' : sort]);
  return params.toString();
}

/**
 * Reads a feed query string as GET /api/listings would: its parsed filters and canonical form,
 * or the feed's own message for the first value it would refuse.
 */
export function parseSavedQuery(
  query: string,
): { ok: true; value: SavedQuery } | { ok: false; message: string } {
  const parsed = listingsQuerySchema.safeParse(queryObject(query));
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]!.message };
  const { cursor: _cursor, limit: _limit, sort, ...filters } = parsed.data;
  return { ok: true, value: { query: canonicalQuery(filters, sort), filters, sort } };
}

/** Where a saved search opens: the home feed with its query (its notifications link there too). */
export function savedSearchPath(query: string): string {
  return query ? `/?${query}` : '/';
}
