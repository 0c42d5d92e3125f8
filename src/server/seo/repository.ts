import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { oncePerDatabase } from '@/server/db/once-per-database';
import { listingImages, listings, users, wtbListings } from '@/server/db/schema';

type Photo = { url: string; thumbnailUrl: string; width: number | null; height: number | null };

/** What a listing and a WTB request both say about the item. */
const itemColumns = (table: typeof listings | typeof wtbListings) => ({
  id: table.id,
  title: table.title,
  description: table.description,
  brand: table.brand,
  size: table.size,
});

function listingHeadQuery(db: Database) {
  return db
    .select({
      ...itemColumns(listings),
      condition: listings.condition,
      price: listings.price,
      isSold: listings.isSold,
      sellerUsername: users.username,
      // The photos in order, from listing_images' (listing_id, position) index.
      photos: sql<Photo[] | null>`(
        select json_agg(json_build_object('url', ${listingImages.url},
          'thumbnailUrl', ${listingImages.thumbnailUrl}, 'width', ${listingImages.width},
          'height', ${listingImages.height}) order by ${listingImages.position})
        from ${listingImages} where ${listingImages.listingId} = ${listings.id})`,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(eq(listings.id, sql.placeholder('id')));
}

function profileHeadQuery(db: Database) {
  return (
    db
      .select({
        username: users.username,
        profileImageUrl: users.profileImageUrl,
        // Counted from listings_seller_feed_idx and wtb_buyer_open_idx, as the profile counts them.
        forSale: db.$count(
          listings,
          and(eq(listings.sellerId, users.id), eq(listings.isSold, false)),
        ),
        sold: db.$count(listings, and(eq(listings.sellerId, users.id), eq(listings.isSold, true))),
        wanted: db.$count(
          wtbListings,
          and(eq(wtbListings.buyerId, users.id), eq(wtbListings.isFulfilled, false)),
        ),
      })
      .from(users)
      // users_username_lower_key: usernames are unique ignoring case.
      .where(sql`lower(${users.username}) = lower(${sql.placeholder('username')})`)
  );
}

function wtbHeadQuery(db: Database) {
  return db
    .select({
      ...itemColumns(wtbListings),
      maxPrice: wtbListings.maxPrice,
      isFulfilled: wtbListings.isFulfilled,
      buyerUsername: users.username,
    })
    .from(wtbListings)
    .innerJoin(users, eq(users.id, wtbListings.buyerId))
    .where(eq(wtbListings.id, sql.placeholder('id')));
}

/** Named statements: one read a page. */
const listingStatement = oncePerDatabase((db) => listingHeadQuery(db).prepare('page_head_listing'));
const profileStatement = oncePerDatabase((db) => profileHeadQuery(db).prepare('page_head_profile'));
const wtbStatement = oncePerDatabase((db) => wtbHeadQuery(db).prepare('page_head_wtb'));

export type ListingHeadRow = Awaited<ReturnType<typeof findListingHead>>;
export type ProfileHeadRow = Awaited<ReturnType<typeof findProfileHead>>;
export type WtbHeadRow = Awaited<ReturnType<typeof findWtbHead>>;

/** `id` must be a uuid (the column's type). */
export async function findListingHead(db: Database, id: string) {
  const [row] = await listingStatement(db).execute({ id });
  return row;
}

export async function findProfileHead(db: Database, username: string) {
  const [row] = await profileStatement(db).execute({ username });
  return row;
}

/** `id` must be a uuid (the column's type). */
export async function findWtbHead(db: Database, id: string) {
  const [row] = await wtbStatement(db).execute({ id });
  return row;
}
