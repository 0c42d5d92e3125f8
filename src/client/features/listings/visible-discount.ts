import { percentOff } from '@/shared/format';
import type { Listing } from '@/shared/schemas/listing';

/**
 * The percent off worth advertising: only on discounted, unsold listings (docs/product.md, Screens
 * and States).
 */
export function visibleDiscount(listing: Listing): number | null {
  if (!listing.isDiscounted || listing.isSold) return null;
  return percentOff(listing.price, listing.originalPrice);
}
