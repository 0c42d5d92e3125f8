import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Cursor } from '@/server/http/cursor';
import { isoTimestamp as iso, likeContains } from '@/server/db/sql-helpers';
import type { Category, Condition } from '@/shared/constants';

export type ListingRow = {
  id: string;
  sellerId: string;
  title: string;
  description: string | null;
  brand: string;
  category: Category;
  size: string;
  condition: Condition;
  price: string;
  originalPrice: string | null;
  isDiscounted: boolean;
  isSold: boolean;
  soldAt: string | null;
  createdAt: string;
  bumpedAt: string;
  sellerUsername: string;
  sellerProfileImageUrl: string | null;
  sellerIsAdmin: boolean;
  images: string[];
  thumbnails: string[];
};

/**
 * One round trip per page. The page's listings are picked first (filter, order, limit on the
 * listings table alone), and only those rows are joined to their seller and folded images:
 * with the joins inside, PostgreSQL misjudges rare-brand searches and walks the whole feed index.
 */
function selectListings(page: SQL): SQL {
  return sql`
  select l.id, l.seller_id as "sellerId", l.title, l.description, l.brand, l.category, l.size,
         l.condition, l.price, l.original_price as "originalPrice", l.is_discounted as "isDiscounted",
         l.is_sold as "isSold", ${iso('l.sold_at')} as "soldAt", ${iso('l.created_at')} as "createdAt",
         ${iso('l.bumped_at')} as "bumpedAt", u.username as "sellerUsername",
         u.profile_image_url as "sellerProfileImageUrl", u.is_admin as "sellerIsAdmin",
         coalesce(im.images, '{}') as images, coalesce(im.thumbnails, '{}') as thumbnails
  from (${page}) l
  join users u on u.id = l.seller_id
  left join lateral (
    select array_agg(i.url order by i.position) as images,
           array_agg(i.thumbnail_url order by i.position) as thumbnails
    from listing_images i where i.listing_id = l.id
  ) im on true
  order by l.bumped_at desc, l.id desc`;
}

function afterCursor(cursor: Cursor | undefined): SQL {
  return cursor
    ? sql`(l.bumped_at, l.id) < (${cursor.bumpedAt}::timestamptz, ${cursor.id}::uuid)`
    : sql`true`;
}

function pageOf(where: SQL, limit: number): SQL {
  return sql`select * from listings l where ${where} order by l.bumped_at desc, l.id desc limit ${limit + 1}`;
}

export async function findListingsPage(
  db: Database,
  options: { limit: number; cursor?: Cursor; brandContains?: string },
): Promise<ListingRow[]> {
  const brand = options.brandContains
    ? sql`lower(l.brand) like ${likeContains(options.brandContains)}`
    : sql`true`;
  const where = sql`${afterCursor(options.cursor)} and ${brand}`;
  const result = await db.execute<ListingRow>(selectListings(pageOf(where, options.limit)));
  return result.rows;
}

export async function findSellerListingsPage(
  db: Database,
  options: { sellerId: string; limit: number; cursor?: Cursor; sold?: boolean },
): Promise<ListingRow[]> {
  const status = options.sold === undefined ? sql`true` : sql`l.is_sold = ${options.sold}`;
  const where = sql`l.seller_id = ${options.sellerId} and ${status} and ${afterCursor(options.cursor)}`;
  const result = await db.execute<ListingRow>(selectListings(pageOf(where, options.limit)));
  return result.rows;
}

export async function findListingById(db: Database, id: string): Promise<ListingRow | undefined> {
  const result = await db.execute<ListingRow>(
    selectListings(sql`select * from listings l where l.id = ${id}`),
  );
  return result.rows[0];
}

/**
 * Of these image URLs, the ones some listing still shows, as a photo or as a thumbnail (one
 * uploaded photo may be on several listings of its seller).
 */
export async function imageUrlsInUse(db: Database, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  // One array parameter (a plain JS array would be spread into a list of parameters).
  const candidates = sql.param(urls);
  const result = await db.execute<{ url: string }>(sql`
    select url from listing_images where url = any(${candidates}::text[])
    union
    select thumbnail_url from listing_images where thumbnail_url = any(${candidates}::text[])`);
  return new Set(result.rows.map((row) => row.url));
}
