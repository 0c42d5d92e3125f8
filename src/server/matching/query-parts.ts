import { brandMatchKey, isAnySize, sizeMatchKey } from '@/shared/matching';

// What other modules' repositories build into their own queries (decision 015, Query parts): the
// match columns listings and WTB requests are written with.

/** What a request of any size stores as its size key: matches listings of every size. */
export const ANY_SIZE_KEY = '*';

type BrandAndSize = { brand: string; size: string };

/** The match columns of a listing, written with its brand and size (docs/decisions/027-wtb-matching.md). */
export function listingMatchKeys({ brand, size }: BrandAndSize) {
  return { matchBrand: brandMatchKey(brand), matchSize: sizeMatchKey(size) };
}

/** The match columns of a WTB request: as a listing's, with any size stored as ANY_SIZE_KEY. */
export function wtbMatchKeys({ brand, size }: BrandAndSize) {
  return {
    matchBrand: brandMatchKey(brand),
    matchSize: isAnySize(size) ? ANY_SIZE_KEY : sizeMatchKey(size),
  };
}
