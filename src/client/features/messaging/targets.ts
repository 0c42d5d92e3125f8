import type { Listing } from '@/shared/schemas/listing';
import type { WtbListing } from '@/shared/schemas/wtb';
import type { ChatTarget } from './selection';

/** A listing's seller, with the listing as the thread header shows it. */
export function listingTarget(listing: Listing): ChatTarget {
  return {
    kind: 'listing',
    other: {
      id: listing.sellerId,
      username: listing.seller.username,
      profileImageUrl: listing.seller.profileImageUrl,
      isAdmin: listing.seller.isAdmin,
    },
    listing: {
      id: listing.id,
      title: listing.title,
      brand: listing.brand,
      size: listing.size,
      price: listing.price,
      isSold: listing.isSold,
      thumbnailUrl: listing.thumbnails[0] ?? null,
    },
  };
}

/** A WTB request's poster, with the request. */
export function wtbTarget(wtb: WtbListing): ChatTarget {
  return {
    kind: 'wtb',
    other: {
      id: wtb.buyer.id,
      username: wtb.buyer.username,
      profileImageUrl: wtb.buyer.profileImageUrl,
      isAdmin: false,
    },
    wtb: {
      id: wtb.id,
      title: wtb.title,
      brand: wtb.brand,
      size: wtb.size,
      maxPrice: wtb.maxPrice,
      isFulfilled: wtb.isFulfilled,
    },
  };
}
