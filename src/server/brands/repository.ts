import { and, asc, desc, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { brands } from '@/server/db/schema';

/**
 * The first text past every text that starts with `prefix`, in byte order (UTF-8's order is its
 * code points'): the prefix with its last character's code point one higher. A prefix ending
 * with the last code point gives the bound of its shorter prefix (a wider range; starts_with()
 * keeps the answer exact).
 */
export function pastPrefix(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop();
  if (last === undefined) return '\u{10FFFF}';
  const next = last.codePointAt(0)! + 1;
  if (next > 0x10ffff) return pastPrefix(characters.join(''));
  // No text holds a surrogate code point: the one after U+D7FF is U+E000.
  return characters.join('') + String.fromCodePoint(next === 0xd800 ? 0xe000 : next);
}

/** Keys from `from` up to `to` (pastPrefix), a range of brands_key_prefix_idx, that start with `from`. */
const startsWithKey = (from: unknown, to: unknown): SQL =>
  sql`${brands.key} ~>=~ ${from} and ${brands.key} ~<~ ${to} and starts_with(${brands.key}, ${from})`;

export type BrandRow = { name: string; listings: number };

/**
 * Up to `limit` suggestions for a text whose brand key (brand-keys.ts) is `key`: brands starting
 * with the key, most listed first, then brands containing it; every brand for an empty key.
 *
 * One round trip to brand_suggestions() (migration 0017), instead of one per group: it cost
 * PostgreSQL and the server less per keystroke (docs/performance.md). Inside it, brands starting
 * with the key are found from the key as values (the range of brands_key_prefix_idx,
 * text_pattern_ops, byte order, that its keys fill, and starts_with() to keep the answer exact),
 * which suits one plan whatever the values: PostgreSQL plans it once and still reads only the
 * range however many brands there are (tried at 23,000 brands: 0.08 ms). Brands containing the
 * key are planned for each key (EXECUTE): a plan made once would scan every brand, where a key of
 * three characters or more can use brands_key_trgm_idx (tried: a plan made once after five texts
 * of two letters scanned 20,000 brands in 3 ms for every text after them).
 */
export async function findBrandSuggestions(
  db: Database,
  key: string,
  limit: number,
): Promise<BrandRow[]> {
  const result = await db.$client.query<[string, number]>({
    name: 'brand_suggestions',
    text: 'select brand_name, brand_listings from brand_suggestions($1, $2, $3)',
    values: [key, pastPrefix(key), limit],
    rowMode: 'array',
  });
  return result.rows.map(([name, listings]) => ({ name, listings }));
}

/** The query brand_suggestions() runs first for a key, with its values: what the bench explains. */
export function brandsStartingWithQuery(db: Database, key: string, limit: number) {
  return db
    .select({ name: brands.name, listings: brands.listings })
    .from(brands)
    .where(and(gt(brands.listings, 0), startsWithKey(key, pastPrefix(key))))
    .orderBy(desc(brands.listings), asc(brands.name))
    .limit(limit);
}
