// The WTB board's sorts, apart from the schemas so the board's first load can read them without
// zod (as listing-sorts.ts for the feed). Rules: docs/product.md, API.

/** newest: bump order (the default); budget_desc: the highest budget first. */
export const WTB_SORTS = ['newest', 'budget_desc'] as const;
export type WtbSort = (typeof WTB_SORTS)[number];
export const DEFAULT_WTB_SORT: WtbSort = 'newest';
