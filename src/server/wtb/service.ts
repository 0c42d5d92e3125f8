import type { WtbListing, WtbPage } from '@/shared/schemas/wtb';
import type { Database } from '@/server/db/client';
import { decodeCursor, paginate } from '@/server/http/cursor';
import { NotFound } from '@/server/http/errors';
import * as repository from './repository';
import type { WtbRow } from './repository';

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

export async function listOpenWtb(
  db: Database,
  query: { limit: number; cursor?: string; q?: string; buyerId?: string },
): Promise<WtbPage> {
  const rows = await repository.findOpenWtbPage(db, {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
    contains: query.q,
    buyerId: query.buyerId,
  });
  const { page, nextCursor } = paginate(rows, query.limit);
  return { wtbListings: page.map(toWtbListing), nextCursor };
}

export async function getWtb(db: Database, id: string): Promise<WtbListing> {
  const row = await repository.findWtbById(db, id);
  if (!row) throw new NotFound('WTB listing not found');
  return toWtbListing(row);
}
