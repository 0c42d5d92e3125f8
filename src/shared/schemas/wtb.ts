import { z } from 'zod';
import { BRAND_MAX, DESCRIPTION_MAX, TITLE_MAX, WTB_SIZE_MAX } from '@/shared/constants';
import { moneyString, optionalText, requiredText } from './fields';
import { buyerSchema } from './user';

export const BUDGET_REQUIRED = 'Budget is required';
export const BUDGET_RANGE = 'Budget must be a positive number up to $10,000,000';

/** POST and PUT /api/wtb-listings, and the WTB forms. */
export const wtbInputSchema = z.object({
  title: requiredText('Title', TITLE_MAX),
  description: optionalText('Description', DESCRIPTION_MAX),
  brand: requiredText('Brand', BRAND_MAX),
  size: requiredText('Size', WTB_SIZE_MAX),
  maxPrice: moneyString(BUDGET_REQUIRED, BUDGET_RANGE),
});
export type WtbInput = z.input<typeof wtbInputSchema>;

export const wtbListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  size: z.string(),
  maxPrice: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  bumpedAt: z.string(),
  isFulfilled: z.boolean(),
  buyer: buyerSchema,
});
export type WtbListing = z.infer<typeof wtbListingSchema>;

export const wtbPageSchema = z.object({
  wtbListings: z.array(wtbListingSchema),
  nextCursor: z.string().nullable(),
});
export type WtbPage = z.infer<typeof wtbPageSchema>;
