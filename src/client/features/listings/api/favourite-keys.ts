/** Query keys of favourites: the keys are the API paths (docs/architecture.md, Layers). */
export const FAVOURITE_IDS_KEY = ['/api/favourites/ids'] as const;
export const FAVOURITES_KEY = ['/api/favourites'] as const;

export function favouriteStateKey(listingId: string) {
  return [`/api/listings/${encodeURIComponent(listingId)}/favourite`] as const;
}
