import { and, asc, desc, gt, like, notLike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { brands } from '@/server/db/schema';

/**
 * Brands starting with the text are found from the text's brand key (brand-keys.ts) as values: the
 * range of brands_key_prefix_idx (text_pattern_ops, byte order) its keys fill, and starts_with()
 * to keep the answer exact. An index range with values suits one plan whatever they are, so
 * PostgreSQL may plan it once, and a plan made once still reads only the range, however many
 * brands there are (tried at 23,000 brands: 0.08 ms).
 * Brands containing the text are found with brand_key() of the text in the statement, which keeps
 * that statement planned for each value: a plan made once would scan every brand, where a text of
 * three letters or more can use brands_key_trgm_idx (tried: a plan made once after five texts of
 * two letters scanned 20,000 brands in 3 ms for every text after them).
 */
const key: SQL<string> = sql<string>`brand_key(${sql.placeholder('text')})`;

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

function topBrands(
  db: Database,
  where: SQL | undefined,
  limit: unknown = sql.placeholder('limit'),
) {
  return db
    .select({ name: brands.name, listings: brands.listings })
    .from(brands)
    .where(and(gt(brands.listings, 0), where))
    .orderBy(desc(brands.listings), asc(brands.name))
    .limit(limit as number);
}

/**
 * The two suggestion queries as named statements, built once per database: building them with
 * the query builder on every keystroke cost the server more than running them (docs/performance.md).
 */
const statementsOf = oncePerDatabase((db) => ({
  // Brands with available listings, most listed first: what a blank text asks for.
  top: topBrands(db, undefined).prepare('brands_top'),
  // Brands with available listings whose key starts with the text's key, most listed first.
  startingWith: topBrands(
    db,
    startsWithKey(sql.placeholder('from'), sql.placeholder('to')),
  ).prepare('brands_starting_with_key'),
  // Brands whose key contains the text's key but does not start with it (those came first),
  // most listed first. brands_key_trgm_idx serves keys of three characters or more.
  containing: topBrands(
    db,
    and(like(brands.key, sql`'%' || ${key} || '%'`), notLike(brands.key, sql`${key} || '%'`)),
  ).prepare('brands_containing'),
}));

export type BrandRow = { name: string; listings: number };

/** Brands whose key starts with `key` (a brand key: brand-keys.ts); every brand for ''. */
export function findBrandsStartingWith(
  db: Database,
  key: string,
  limit: number,
): Promise<BrandRow[]> {
  const statements = statementsOf(db);
  if (key === '') return statements.top.execute({ limit });
  return statements.startingWith.execute({
    from: key,
    to: pastPrefix(key),
    limit,
  });
}

/** The query findBrandsStartingWith runs for a key, with its values: what the bench explains. */
export function brandsStartingWithQuery(db: Database, key: string, limit: number) {
  return topBrands(db, startsWithKey(key, pastPrefix(key)), limit);
}

/** Brands whose key holds the text's key past its start. */
export function findBrandsContaining(
  db: Database,
  text: string,
  limit: number,
): Promise<BrandRow[]> {
  return statementsOf(db).containing.execute({ text, limit });
}
