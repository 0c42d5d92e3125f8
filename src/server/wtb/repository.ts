import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Cursor } from '../http/cursor';
import { isoTimestamp as iso, likeContains } from '../db/sql-helpers';

export type WtbRow = {
  id: string;
  title: string;
  brand: string;
  size: string;
  maxPrice: string;
  description: string | null;
  createdAt: string;
  bumpedAt: string;
  isFulfilled: boolean;
  buyerId: string;
  buyerUsername: string;
  buyerProfileImageUrl: string | null;
};

const selectWtb = sql`
  select w.id, w.title, w.brand, w.size, w.max_price as "maxPrice", w.description,
         ${iso('w.created_at')} as "createdAt", ${iso('w.bumped_at')} as "bumpedAt", w.is_fulfilled as "isFulfilled",
         u.id as "buyerId", u.username as "buyerUsername", u.profile_image_url as "buyerProfileImageUrl"
  from wtb_listings w
  join users u on u.id = w.buyer_id`;

function afterCursor(cursor: Cursor | undefined): SQL {
  return cursor
    ? sql`(w.bumped_at, w.id) < (${cursor.bumpedAt}::timestamptz, ${cursor.id}::uuid)`
    : sql`true`;
}

/** Open requests only: a fulfilled request never shows in a list again. */
export async function findOpenWtbPage(
  db: Database,
  options: { limit: number; cursor?: Cursor; contains?: string; buyerId?: string },
): Promise<WtbRow[]> {
  // The same expression as the trigram index, so a search can use it.
  const search = options.contains
    ? sql`(lower(w.title) || ' ' || lower(w.brand)) like ${likeContains(options.contains)}
          and (lower(w.title) like ${likeContains(options.contains)} or lower(w.brand) like ${likeContains(options.contains)})`
    : sql`true`;
  const buyer = options.buyerId ? sql`w.buyer_id = ${options.buyerId}` : sql`true`;
  const result = await db.execute<WtbRow>(sql`
    ${selectWtb}
    where not w.is_fulfilled and ${buyer} and ${search} and ${afterCursor(options.cursor)}
    order by w.bumped_at desc, w.id desc
    limit ${options.limit + 1}`);
  return result.rows;
}

export async function findWtbById(db: Database, id: string): Promise<WtbRow | undefined> {
  const result = await db.execute<WtbRow>(sql`${selectWtb} where w.id = ${id}`);
  return result.rows[0];
}
