import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { isoTimestamp as iso } from '@/server/db/sql-helpers';

/** The database or a transaction: anything that runs SQL. */
type Executor = Pick<Database, 'execute'>;

export type ListingFields = {
  title: string;
  description: string | null;
  brand: string;
  category: string;
  size: string;
  condition: string;
};
export type ListingImage = { url: string; thumbnailUrl: string };

export async function insertListing(
  db: Executor,
  sellerId: string,
  fields: ListingFields,
  price: string,
) {
  const result = await db.execute<{ id: string }>(sql`
    insert into listings (seller_id, title, description, brand, category, size, condition, price)
    values (${sellerId}, ${fields.title}, ${fields.description}, ${fields.brand}, ${fields.category},
            ${fields.size}, ${fields.condition}, ${price})
    returning id`);
  return result.rows[0]!.id;
}

export async function replaceImages(
  db: Executor,
  listingId: string,
  images: ListingImage[],
): Promise<void> {
  await db.execute(sql`delete from listing_images where listing_id = ${listingId}`);
  if (images.length === 0) return;
  const rows = images.map(
    (image, position) => sql`(${listingId}, ${position}, ${image.url}, ${image.thumbnailUrl})`,
  );
  await db.execute(sql`
    insert into listing_images (listing_id, position, url, thumbnail_url) values ${sql.join(rows, sql`, `)}`);
}

export async function imagesOf(db: Executor, listingId: string): Promise<ListingImage[]> {
  const result = await db.execute<ListingImage>(sql`
    select url, thumbnail_url as "thumbnailUrl" from listing_images
    where listing_id = ${listingId} order by position`);
  return result.rows;
}

export type ListingLock = {
  sellerId: string;
  isSold: boolean;
  price: string;
  lastBumpAt: Date;
};

/** Locks the listing's row until the transaction ends: two writes to one listing never interleave. */
export async function lockListing(db: Executor, id: string): Promise<ListingLock | undefined> {
  const result = await db.execute<Omit<ListingLock, 'lastBumpAt'> & { lastBumpAt: string }>(sql`
    select seller_id as "sellerId", is_sold as "isSold", price,
           ${iso('coalesce(last_bumped_at, created_at)')} as "lastBumpAt"
    from listings where id = ${id} for update`);
  const row = result.rows[0];
  return row && { ...row, lastBumpAt: new Date(row.lastBumpAt) };
}

export async function updateListingFields(
  db: Executor,
  id: string,
  fields: ListingFields,
): Promise<void> {
  await db.execute(sql`
    update listings set title = ${fields.title}, description = ${fields.description},
      brand = ${fields.brand}, category = ${fields.category}, size = ${fields.size},
      condition = ${fields.condition}
    where id = ${id}`);
}

export async function markSold(db: Executor, id: string, at: Date): Promise<void> {
  await db.execute(
    sql`update listings set is_sold = true, sold_at = ${at.toISOString()} where id = ${id}`,
  );
}

export async function markBumped(db: Executor, id: string, at: Date): Promise<void> {
  await db.execute(sql`
    update listings set bumped_at = ${at.toISOString()}, last_bumped_at = ${at.toISOString()} where id = ${id}`);
}

/**
 * The first discount keeps the price it started from in original_price. A discount that moves the
 * listing to the top counts as its bump, so the 24-hour cooldown starts again.
 */
export async function applyDiscount(
  db: Executor,
  id: string,
  newPrice: string,
  moveToTopAt: Date | null,
) {
  await db.execute(sql`
    update listings set original_price = coalesce(original_price, price), price = ${newPrice},
      is_discounted = true,
      bumped_at = ${moveToTopAt ? sql`${moveToTopAt.toISOString()}::timestamptz` : sql`bumped_at`},
      last_bumped_at = ${moveToTopAt ? sql`${moveToTopAt.toISOString()}::timestamptz` : sql`last_bumped_at`}
    where id = ${id}`);
}

export async function deleteListing(db: Executor, id: string): Promise<boolean> {
  const result = await db.execute(sql`delete from listings where id = ${id} returning id`);
  return result.rows.length > 0;
}
