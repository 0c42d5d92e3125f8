import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Cursor } from '@/server/http/cursor';
import { isoTimestamp as iso, likeContains } from '@/server/db/sql-helpers';

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

/** The database or a transaction: anything that runs SQL. */
type Executor = Pick<Database, 'execute'>;

export type WtbWrite = {
  title: string;
  description: string | null;
  brand: string;
  size: string;
  maxPrice: string;
};

export async function insertWtb(db: Database, buyerId: string, input: WtbWrite): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    insert into wtb_listings (buyer_id, title, description, brand, size, max_price)
    values (${buyerId}, ${input.title}, ${input.description}, ${input.brand}, ${input.size}, ${input.maxPrice})
    returning id`);
  return result.rows[0]!.id;
}

export type WtbLock = { buyerId: string; isFulfilled: boolean; lastBumpAt: Date };

/** Locks the row for the rest of the transaction, so two writes to one request run one at a time. */
export async function lockWtb(db: Executor, id: string): Promise<WtbLock | undefined> {
  const result = await db.execute<{
    buyerId: string;
    isFulfilled: boolean;
    lastBumpAt: string;
  }>(sql`
    select buyer_id as "buyerId", is_fulfilled as "isFulfilled",
           ${iso('coalesce(last_bumped_at, created_at)')} as "lastBumpAt"
    from wtb_listings where id = ${id} for update`);
  const row = result.rows[0];
  return row && { ...row, lastBumpAt: new Date(row.lastBumpAt) };
}

export async function updateWtbFields(db: Executor, id: string, input: WtbWrite): Promise<void> {
  await db.execute(sql`
    update wtb_listings set title = ${input.title}, description = ${input.description},
      brand = ${input.brand}, size = ${input.size}, max_price = ${input.maxPrice}
    where id = ${id}`);
}

export async function markWtbBumped(db: Executor, id: string, at: Date): Promise<void> {
  await db.execute(sql`
    update wtb_listings set bumped_at = ${at.toISOString()}, last_bumped_at = ${at.toISOString()}
    where id = ${id}`);
}

export async function markWtbFulfilled(db: Executor, id: string, at: Date): Promise<void> {
  await db.execute(sql`
    update wtb_listings set is_fulfilled = true, fulfilled_at = ${at.toISOString()} where id = ${id}`);
}
