import { and, asc, desc, gt, like, notLike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { brands } from '@/server/db/schema';

/**
 * The statements below take the typed text's brand key (brand-keys.ts) and its LIKE patterns as
 * values. A key is stripped of punctuation, so it never holds a LIKE wildcard (`%`, `_`, `\`) and
 * needs no escaping. With values only, PostgreSQL may plan a statement once while that is as
 * cheap as planning it for each value (a small brands table); a large one keeps being planned for
 * the value, so that `key like 'sup%'` uses brands_key_prefix_idx.
 */
const prefix = sql.placeholder('prefix');
const inside = sql.placeholder('inside');

function topBrands(db: Database, where: SQL | undefined) {
  return db
    .select({ name: brands.name, listings: brands.listings })
    .from(brands)
    .where(and(gt(brands.listings, 0), where))
    .orderBy(desc(brands.listings), asc(brands.name))
    .limit(sql.placeholder('limit'));
}

/**
 * The two suggestion queries as named statements, built once per database: building them with
 * the query builder on every keystroke cost the server more than running them (docs/performance.md).
 */
const statementsOf = oncePerDatabase((db) => ({
  // Brands with available listings whose key starts with the text's key, most listed first.
  startingWith: topBrands(db, like(brands.key, prefix)).prepare('brands_starting_with_key'),
  // Brands whose key contains the text's key but does not start with it (those came first),
  // most listed first. brands_key_trgm_idx serves keys of three characters or more.
  containing: topBrands(db, and(like(brands.key, inside), notLike(brands.key, prefix))).prepare(
    'brands_containing_key',
  ),
}));

export type BrandRow = { name: string; listings: number };

/** Brands whose key starts with `key` (a brand key: brand-keys.ts). */
export function findBrandsStartingWith(
  db: Database,
  key: string,
  limit: number,
): Promise<BrandRow[]> {
  return statementsOf(db).startingWith.execute({ prefix: `${key}%`, limit });
}

/** Brands whose key holds `key` past its start (a brand key: brand-keys.ts). */
export function findBrandsContaining(
  db: Database,
  key: string,
  limit: number,
): Promise<BrandRow[]> {
  return statementsOf(db).containing.execute({ prefix: `${key}%`, inside: `%${key}%`, limit });
}
