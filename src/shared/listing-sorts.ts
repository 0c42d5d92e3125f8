// The feed's sorts and status choices, apart from the schemas so the client's first load can
// read them without zod. Rules: docs/product.md, API, "Filters and sorts".

/**
 * newest: bump order (the default); price_asc / price_desc: by price; recently_reduced: only
 * listings whose price was reduced, the latest reduction first.
 */
export const LISTING_SORTS = ['newest', 'price_asc', 'price_desc', 'recently_reduced'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'newest';

/** available: unsold; sold; all (the default: the feed shows sold listings too). */
export const LISTING_STATUSES = ['available', 'sold', 'all'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
