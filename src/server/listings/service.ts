import type { Listing, ListingPage } from '@/shared/schemas/listing';
import type { Database } from '@/server/db/client';
import { decodeCursor, paginate } from '@/server/http/cursor';
import { NotFound } from '@/server/http/errors';
import * as repository from './repository';
import type { ListingRow } from './repository';

export function toListing(row: ListingRow): Listing {
  return {
    id: row.id,
    sellerId: row.sellerId,
    seller: {
      username: row.sellerUsername,
      profileImageUrl: row.sellerProfileImageUrl,
      isAdmin: row.sellerIsAdmin,
    },
    title: row.title,
    description: row.description,
    brand: row.brand,
    category: row.category,
    size: row.size,
    condition: row.condition,
    price: row.price,
    originalPrice: row.originalPrice,
    isDiscounted: row.isDiscounted,
    isSold: row.isSold,
    soldAt: row.soldAt,
    createdAt: row.createdAt,
    bumpedAt: row.bumpedAt,
    images: row.images,
    thumbnails: row.thumbnails,
  };
}

function toPage(rows: ListingRow[], limit: number): ListingPage {
  const { page, nextCursor } = paginate(rows, limit);
  return { listings: page.map(toListing), nextCursor };
}

export async function listListings(
  db: Database,
  query: { limit: number; cursor?: string; q?: string },
): Promise<ListingPage> {
  const rows = await repository.findListingsPage(db, {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    brandContains: query.q,
  });
  return toPage(rows, query.limit);
}

export async function listSellerListings(
  db: Database,
  sellerId: string,
  query: { limit: number; cursor?: string; status?: 'active' | 'sold' },
): Promise<ListingPage> {
  const rows = await repository.findSellerListingsPage(db, {
    sellerId,
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    sold: query.status === undefined ? undefined : query.status === 'sold',
  });
  return toPage(rows, query.limit);
}

export async function getListing(db: Database, id: string): Promise<Listing> {
  const row = await repository.findListingById(db, id);
  if (!row) throw new NotFound('Listing not found');
  return toListing(row);
}
