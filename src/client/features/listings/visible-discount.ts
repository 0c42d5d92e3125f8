import { percentOff } from '@/shared/format';
import type { Listing } from '@/shared/schemas/listing';

/** The percent off worth advertising: only on discounted, unsold listings (SPEC.md §2, §4). */
export function visibleDiscount(listing: Listing): number | null {
  if (!listing.isDiscounted || listing.isSold) return null;
  return percentOff(listing.price, listing.originalPrice);
}
