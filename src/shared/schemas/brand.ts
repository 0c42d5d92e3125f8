import { z } from 'zod';
import { BRAND_MAX } from '@/shared/constants';

/** The most suggestions one request returns (and the default): see docs/product.md. */
export const BRAND_SUGGESTIONS_MAX = 10;

const limitMessage = `limit must be a whole number from 1 to ${BRAND_SUGGESTIONS_MAX}`;

/** GET /api/brands: `q` is what was typed so far; absent or blank means the most listed brands. */
export const brandSuggestionsQuerySchema = z.object({
  q: z
    .string()
    .max(BRAND_MAX, `q must be ${BRAND_MAX} characters or less`)
    .optional()
    .transform((q) => q?.trim() ?? ''),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(BRAND_SUGGESTIONS_MAX, limitMessage)
    .default(BRAND_SUGGESTIONS_MAX),
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
