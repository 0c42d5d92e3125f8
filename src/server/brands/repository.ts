import { and, asc, desc, gt, like, notLike, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { brands } from '@/server/db/schema';

/**
 * The typed text as a brand key, computed by PostgreSQL's brand_key() (migration 0003). It strips
 * punctuation, so the key never holds a LIKE wildcard (`%`, `_`, `\`) and needs no escaping. The
 * text reaches PostgreSQL as a parameter of an unnamed statement, planned with its value, so the
 * immutable call folds to a constant and `key like 'sup%'` can use brands_key_prefix_idx.
 */
function keyOf(text: string): SQL<string> {
  return sql<string>`brand_key(${text})`;
}

function topBrands(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select({ name: brands.name, listings: brands.listings })
    .from(brands)
    .where(and(gt(brands.listings, 0), where))
    .orderBy(desc(brands.listings), asc(brands.name))
    .limit(limit);
}

export type BrandRow = Awaited<ReturnType<typeof topBrands>>[number];

/** Brands with available listings whose key starts with the text's key, most listed first. */
export function findBrandsStartingWith(db: Executor, text: string, limit: number) {
  return topBrands(db, like(brands.key, sql`${keyOf(text)} || '%'`), limit);
}

/**
 * Brands whose key contains the text's key but does not start with it (those came first),
 * most listed first. brands_key_trgm_idx serves keys of three characters or more.
 */
export function findBrandsContaining(db: Executor, text: string, limit: number) {
  const key = keyOf(text);
  return topBrands(
    db,
    and(like(brands.key, sql`'%' || ${key} || '%'`), notLike(brands.key, sql`${key} || '%'`)),
    limit,
  );
}
