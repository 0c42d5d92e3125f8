import { and, asc, desc, gt, like, notLike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { brands } from '@/server/db/schema';

/**
 * The typed text as a brand key, computed by PostgreSQL's brand_key() (migration 0003). It strips
 * punctuation, so the key never holds a LIKE wildcard (`%`, `_`, `\`) and needs no escaping.
 * PostgreSQL plans the statements below for the text's value while that is cheaper (the
 * immutable call then folds to a constant, and `key like 'sup%'` can use brands_key_prefix_idx).
 */
const key: SQL<string> = sql<string>`brand_key(${sql.placeholder('text')})`;

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
  startingWith: topBrands(db, like(brands.key, sql`${key} || '%'`)).prepare('brands_starting_with'),
  // Brands whose key contains the text's key but does not start with it (those came first),
  // most listed first. brands_key_trgm_idx serves keys of three characters or more.
  containing: topBrands(
    db,
    and(like(brands.key, sql`'%' || ${key} || '%'`), notLike(brands.key, sql`${key} || '%'`)),
  ).prepare('brands_containing'),
}));

export type BrandRow = { name: string; listings: number };

export function findBrandsStartingWith(
  db: Database,
  text: string,
  limit: number,
): Promise<BrandRow[]> {
  return statementsOf(db).startingWith.execute({ text, limit });
}

export function findBrandsContaining(
  db: Database,
  text: string,
  limit: number,
): Promise<BrandRow[]> {
  return statementsOf(db).containing.execute({ text, limit });
}
