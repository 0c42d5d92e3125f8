import { eq } from 'drizzle-orm';
import type { WtbListing } from '@/shared/schemas/wtb';
import type { Executor } from '@/server/db/client';
import { users, wtbListings } from '@/server/db/schema';
import { isoTimestamp } from '@/server/db/sql-helpers';

// What other modules' repositories build into their own queries (decision 015, Query parts): a
// request as the board reads it (matching's matches, moderation's previews) and its API shape.

/** A request with its buyer, as every read of the board returns it. */
const wtbColumns = {
  id: wtbListings.id,
  title: wtbListings.title,
  brand: wtbListings.brand,
  size: wtbListings.size,
  maxPrice: wtbListings.maxPrice,
  description: wtbListings.description,
  createdAt: isoTimestamp(wtbListings.createdAt),
  bumpedAt: isoTimestamp(wtbListings.bumpedAt),
  isFulfilled: wtbListings.isFulfilled,
  buyerId: users.id,
  buyerUsername: users.username,
  buyerProfileImageUrl: users.profileImageUrl,
};

/** Requests with their buyer: the board's select, which matching and moderation read too. */
export function selectWtb(db: Executor) {
  return db
    .select(wtbColumns)
    .from(wtbListings)
    .innerJoin(users, eq(users.id, wtbListings.buyerId));
}

export type WtbRow = Awaited<ReturnType<typeof selectWtb>>[number];

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
