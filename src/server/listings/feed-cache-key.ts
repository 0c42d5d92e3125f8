import type { ListingsQuery } from '@/shared/schemas/listing-filters';

/**
 * The micro-cache key of a feed's first page: every parameter that shapes the page (filters,
 * sort, limit), in one order, lists sorted, so the same page asked two ways is one entry and two
 * different pages never share one.
 */
export function feedCacheKey(query: Omit<ListingsQuery, 'cursor'>): string {
  const parameters = Object.entries(query)
    .filter(([name]) => name !== 'cursor')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].sort() : (value ?? null)]);
  return `listings:${JSON.stringify(parameters)}`;
}
