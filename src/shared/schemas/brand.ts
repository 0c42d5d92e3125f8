import { z } from 'zod';
import { BRAND_MAX } from '@/shared/constants';
import { givenOnce, wholeNumber } from './query-params';

/** The most suggestions one request returns (and the default): see docs/product.md. */
export const BRAND_SUGGESTIONS_MAX = 10;

/** GET /api/brands: `q` is what was typed so far; absent or blank means the most listed brands. */
export const brandSuggestionsQuerySchema = z.object({
  q: givenOnce(
    'q',
    z
      .string()
      .max(BRAND_MAX, `q must be ${BRAND_MAX} characters or less`)
      .optional()
      .transform((q) => q?.trim() ?? ''),
  ),
  limit: wholeNumber('limit', 1, BRAND_SUGGESTIONS_MAX, BRAND_SUGGESTIONS_MAX),
});
export type BrandSuggestionsQuery = z.output<typeof brandSuggestionsQuerySchema>;

export const brandSuggestionSchema = z.object({
  name: z.string(),
  /** Available (unsold) listings of the brand. */
  listings: z.number().int(),
});
export type BrandSuggestion = z.infer<typeof brandSuggestionSchema>;

export const brandSuggestionsSchema = z.object({ brands: z.array(brandSuggestionSchema) });
export type BrandSuggestions = z.infer<typeof brandSuggestionsSchema>;
