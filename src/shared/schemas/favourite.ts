import { z } from 'zod';
import { pageQuery } from './pagination';

/** Favourites a page of GET /api/favourites holds (docs/product.md, Limits). */
export const FAVOURITES_PAGE_SIZE = 48;

/** POST, DELETE and GET /api/listings/{id}/favourite: the reader's heart and the listing's count. */
export const favouriteStateSchema = z.object({
  /** Whether the reader has favourited the listing; always false for visitors. */
  favourited: z.boolean(),
  /** How many people have favourited it. */
  count: z.number().int(),
});
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

/** GET /api/favourites?cursor=: one page size only, so `limit` is not taken. */
export const favouritesQuerySchema = pageQuery(FAVOURITES_PAGE_SIZE, FAVOURITES_PAGE_SIZE).pick({
  cursor: true,
});

/** GET /api/favourites/ids: every listing the reader has favourited (the hearts on cards). */
export const favouriteIdsSchema = z.object({ ids: z.array(z.string()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;
