import { z } from 'zod';
import { BRAND_MAX, LISTING_SIZE_MAX } from '@/shared/constants';
import { moneyString, requiredText } from './fields';
import { listingSchema, PRICE_RANGE, PRICE_REQUIRED } from './listing';
import { wtbListingSchema } from './wtb';

/** How many matches a request's detail view shows (docs/product.md, WTB matches). */
export const MATCHES_SHOWN = 48;
/** How many of the requests a listing matches are listed with their count. */
export const WANTING_SHOWN = 20;

/** GET /api/wtb-listings/{id}/matches: available listings the request matches, newest first. */
export const wtbMatchesSchema = z.object({ listings: z.array(listingSchema) });
export type WtbMatches = z.infer<typeof wtbMatchesSchema>;

/** GET /api/listings/{id}/wanted-by and /api/wtb-listings/wanting: the open requests matched. */
export const wantingRequestsSchema = z.object({
  count: z.number().int(),
  requests: z.array(wtbListingSchema),
});
export type WantingRequests = z.infer<typeof wantingRequestsSchema>;

/** GET /api/wtb-listings/wanting: a listing's fields as the form holds them while typing. */
export const wantingQuerySchema = z.object({
  brand: requiredText('Brand', BRAND_MAX),
  size: requiredText('Size', LISTING_SIZE_MAX),
  price: moneyString(PRICE_REQUIRED, PRICE_RANGE),
});
export type WantingQuery = z.input<typeof wantingQuerySchema>;
