import { z } from 'zod';
import { BRAND_MAX, CATEGORIES, CONDITIONS, LISTING_SIZE_MAX } from '@/shared/constants';
import {
  DEFAULT_LISTING_SORT,
  LISTING_SORTS,
  LISTING_STATUSES,
  type ListingStatus,
} from '@/shared/listing-sorts';
import { pageQuerySchema, searchTermSchema } from './pagination';
import {
  boundsInOrder,
  dollarBound,
  givenOnce,
  oneOf,
  repeatable,
  shortText,
} from './query-params';

// The filters and sorts of the home feed (GET /api/listings), its found count and a seller's
// listings, with the same parameter names in the page URL (/?category=Footwear&size=10&sort=price_asc).
// Rules and messages: docs/product.md, API, "Filters and sorts".

/** The filter parameters; the first four may be repeated (`size=M&size=L` is M or L). */
export const LISTING_FILTER_PARAMS = [
  'category',
  'condition',
  'size',
  'brand',
  'minPrice',
  'maxPrice',
  'discounted',
  'status',
  'q',
] as const;
export const REPEATABLE_LISTING_PARAMS = ['category', 'condition', 'size', 'brand'] as const;

/** `discounted=true` keeps reduced listings only; `false` (or absent) is no filter. */
const discounted = givenOnce(
  'discounted',
  z
    .enum(['true', 'false'], { error: 'discounted must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
);

const filterFields = {
  /** Brand contains the text (ignoring case). */
  q: searchTermSchema,
  category: repeatable(oneOf('category', CATEGORIES)),
  condition: repeatable(oneOf('condition', CONDITIONS)),
  /** Trimmed and lower-cased: sizes compare ignoring case (`m` finds `M`). */
  size: repeatable(shortText('size', LISTING_SIZE_MAX).toLowerCase()),
  /** Exact brand after normalisation (case, accents, spacing ignored: `stussy` finds `Stüssy`). */
  brand: repeatable(shortText('brand', BRAND_MAX)),
  minPrice: dollarBound('minPrice'),
  maxPrice: dollarBound('maxPrice'),
  discounted,
  status: givenOnce('status', oneOf('status', LISTING_STATUSES).default('all')),
};

const sortField = {
  sort: givenOnce('sort', oneOf('sort', LISTING_SORTS).default(DEFAULT_LISTING_SORT)),
};

/** The filters alone, as the client reads them from the page URL. */
export const listingFiltersSchema = boundsInOrder(z.object(filterFields), 'minPrice', 'maxPrice');
/** The parsed filters: lists for the repeatable ones (empty = no filter), prices as "25.00". */
export type ListingFilters = z.output<typeof listingFiltersSchema>;
/** The filters as the URL carries them, before parsing. */
export type ListingFiltersInput = z.input<typeof listingFiltersSchema>;

/** GET /api/listings: a page of the feed, filtered and sorted. */
export const listingsQuerySchema = boundsInOrder(
  pageQuerySchema.extend(filterFields).extend(sortField),
  'minPrice',
  'maxPrice',
);
export type ListingsQuery = z.output<typeof listingsQuerySchema>;

/**
 * GET /api/listings/count: the filters, the sort (recently_reduced shows reduced listings only)
 * and optionally one seller's listings only.
 */
export const listingCountQuerySchema = boundsInOrder(
  z.object({
    ...filterFields,
    ...sortField,
    seller: givenOnce('seller', z.string().max(100, 'seller is not a username').optional()),
  }),
  'minPrice',
  'maxPrice',
);

/** GET /api/listings/count: exact up to LISTING_COUNT_CAP, then the cap with `capped`. */
export const listingCountSchema = z.object({ count: z.number(), capped: z.boolean() });
export type ListingCount = z.infer<typeof listingCountSchema>;
export const LISTING_COUNT_CAP = 10_000;

const PROFILE_STATUSES = ['active', 'available', 'sold', 'all'] as const;

/**
 * GET /api/users/{username}/listings: the feed's filters and sorts; its tabs' `status=active`
 * means available.
 */
export const userListingsQuerySchema = boundsInOrder(
  pageQuerySchema.extend(filterFields).extend({
    ...sortField,
    status: givenOnce(
      'status',
      oneOf('status', PROFILE_STATUSES)
        .default('all')
        .transform((status): ListingStatus => (status === 'active' ? 'available' : status)),
    ),
  }),
  'minPrice',
  'maxPrice',
);
