import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { listingImages, listings, users } from '@/server/db/schema';
import { isoTimestamp } from '@/server/db/sql-helpers';

/** One listing's sort keys, as the feed's cursors encode them (timestamps ISO, price as text). */
export type ListingSortKeys = {
  id: string;
  bumpedAt: string;
  price: string;
  discountedAt: string | null;
};

export type ListingsPageJson = {
  /** A JSON array of up to `limit` listings in the Listing shape (src/shared/schemas/listing.ts), in order. */
  listingsJson: string;
  /** The sort keys of the first listing after this page (row limit + 1), or null on the last page. */
  next: ListingSortKeys | null;
  /** The sort keys of this page's last listing when there is a next page: what a "rows after" cursor holds. */
  last: ListingSortKeys | null;
};

export type PageSpec = { where: SQL | undefined; orderBy: SQL[]; limit: number };

const json = (pairs: [string, SQL | string][]) =>
  sql.join(
    pairs.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  );

/**
 * The feed page's query: the page's listings are picked on the listings table alone (filter,
 * order, limit + 1), numbered in that order, and only then joined to their seller and photos and
 * folded by PostgreSQL into one JSON array. Node passes that text on as it is: parsing 48 rows
 * and serializing 30 kB of JSON again was most of the server's CPU per page (docs/performance.md).
 */
export function listingsPageJsonQuery(db: Executor, { where, orderBy, limit }: PageSpec) {
  const order = sql.join(orderBy, sql`, `);
  // The limit is written into the text, not sent as a parameter: a prepared statement's generic
  // plan would otherwise guess that 10% of the table is wanted and sort instead of walking an index.
  const rows = sql.raw(String(Math.trunc(limit) + 1));
  const page = db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      title: listings.title,
      description: listings.description,
      brand: listings.brand,
      category: listings.category,
      size: listings.size,
      condition: listings.condition,
      price: listings.price,
      originalPrice: listings.originalPrice,
      isDiscounted: listings.isDiscounted,
      isSold: listings.isSold,
      soldAt: listings.soldAt,
      createdAt: listings.createdAt,
      bumpedAt: listings.bumpedAt,
      discountedAt: listings.discountedAt,
      n: sql<number>`row_number() over (order by ${order})`.as('n'),
    })
    .from(listings)
    .where(where)
    .orderBy(...orderBy)
    // Drizzle writes an SQL object given as the limit into the text as it is.
    .limit(rows as unknown as number)
    .as('l');
  const photos = db
    .select({
      images: sql`json_agg(${listingImages.url} order by ${listingImages.position})`.as('images'),
      thumbnails:
        sql`json_agg(${listingImages.thumbnailUrl} order by ${listingImages.position})`.as(
          'thumbnails',
        ),
    })
    .from(listingImages)
    .where(eq(listingImages.listingId, page.id))
    .as('im');
  const listing = json([
    ['id', sql`${page.id}`],
    ['sellerId', sql`${page.sellerId}`],
    [
      'seller',
      sql`json_build_object(${json([
        ['username', sql`${users.username}`],
        ['profileImageUrl', sql`${users.profileImageUrl}`],
        ['isAdmin', sql`${users.isAdmin}`],
      ])})`,
    ],
    ['title', sql`${page.title}`],
    ['description', sql`${page.description}`],
    ['brand', sql`${page.brand}`],
    ['category', sql`${page.category}`],
    ['size', sql`${page.size}`],
    ['condition', sql`${page.condition}`],
    // numeric(12,2) as text keeps its two decimals ("1234.50"); as JSON it would be a number.
    ['price', sql`${page.price}::text`],
    ['originalPrice', sql`${page.originalPrice}::text`],
    ['isDiscounted', sql`${page.isDiscounted}`],
    ['isSold', sql`${page.isSold}`],
    ['soldAt', isoTimestamp('"l"."sold_at"')],
    ['createdAt', isoTimestamp('"l"."created_at"')],
    ['bumpedAt', isoTimestamp('"l"."bumped_at"')],
    ['discountedAt', isoTimestamp('"l"."discounted_at"')],
    ['images', sql`coalesce(${photos.images}, '[]')`],
    ['thumbnails', sql`coalesce(${photos.thumbnails}, '[]')`],
  ]);
  const keys = json([
    ['id', sql`${page.id}`],
    ['bumpedAt', isoTimestamp('"l"."bumped_at"')],
    ['price', sql`${page.price}::text`],
    ['discountedAt', isoTimestamp('"l"."discounted_at"')],
  ]);
  return db
    .select({
      // text, not json: the driver would parse it, and the point is that Node never does.
      listingsJson: sql<string>`coalesce(json_agg(json_build_object(${listing}) order by ${page.n}) filter (where ${page.n} < ${rows}), '[]')::text`,
      next: sql<ListingSortKeys | null>`(array_agg(json_build_object(${keys})) filter (where ${page.n} = ${rows}))[1]`,
      last: sql<ListingSortKeys | null>`case when bool_or(${page.n} = ${rows}) then (array_agg(json_build_object(${keys})) filter (where ${page.n} = ${rows} - 1))[1] end`,
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.sellerId))
    .leftJoinLateral(photos, sql`true`);
}

/** A prepared statement's name: the same text always gets the same name on every connection. */
function statementName(text: string): string {
  return `listings_page_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/**
 * One page of listings as JSON text, in one round trip, run as a named prepared statement:
 * PostgreSQL parses and plans each distinct query text once per connection instead of per request.
 */
export async function findListingsPageJson(
  db: Executor,
  spec: PageSpec,
): Promise<ListingsPageJson> {
  const query = listingsPageJsonQuery(db, spec);
  const [row] = await query.prepare(statementName(query.toSQL().sql)).execute();
  return row ?? { listingsJson: '[]', next: null, last: null };
}
