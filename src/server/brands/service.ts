import type { BrandSuggestions, BrandSuggestionsQuery } from '@/shared/schemas/brand';
import type { Database } from '@/server/db/client';
import { brandKeysOf } from './brand-keys';
import * as repository from './repository';

/**
 * Suggestions for what was typed: brands starting with it first, then (to fill the list) brands
 * containing it; each group most listed first. See docs/product.md, GET /api/brands.
 */
export async function suggestBrands(
  db: Database,
  { q, limit }: BrandSuggestionsQuery,
): Promise<BrandSuggestions> {
  const [key = ''] = await brandKeysOf(db, [q]);
  return { brands: await repository.findBrandSuggestions(db, key, limit) };
}
