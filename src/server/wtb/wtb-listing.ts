import type { WtbListing } from '@/shared/schemas/wtb';
import type { WtbRow } from './repository';

/** A request row with its buyer as the API answers it (the WtbListing shape). */
export function toWtbListing(row: WtbRow): WtbListing {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    size: row.size,
    maxPrice: row.maxPrice,
    description: row.description,
    createdAt: row.createdAt,
    bumpedAt: row.bumpedAt,
    isFulfilled: row.isFulfilled,
    buyer: {
      id: row.buyerId,
      username: row.buyerUsername,
      profileImageUrl: row.buyerProfileImageUrl,
    },
  };
}
