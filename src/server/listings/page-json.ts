import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '@/server/db/client';
import { listingImages, listings, users } from '@/server/db/schema';
import { isoTimestamp } from '@/server/db/sql-helpers';
import { brandHolds, noBrandAddedSince, sortKeyText, type ListingSortKey } from './feed-query';
import { ListingJsonCache } from './listing-json-cache';

/** How many rendered listings an instance keeps (about 1 kB each). */
const RENDERED_LISTINGS = 20_000;

/** Where a page ends: its last listing's id and sort key, what the next page's cursor holds. */
export type PageEnd = {
  id: string;
  /** The sort's key of that listing as the page query returns it (sortKeyText), PostgreSQL's text. */
  key: string;
};

export type ListingsPageJson = {
  /**
   * Up to `limit` listings in order, each as the UTF-8 bytes of its JSON in the Listing shape
   * (src/shared/schemas/listing.ts): jsonArray joins them.
   */
  listings: Buffer[];
  /** This page's last listing when there is a next page: what a "rows after" cursor holds. */
  last: PageEnd | null;
  /**
   * What the JSON was made from: how listings are rendered, and each listing's id and version,
   * in order. Equal fingerprints mean equal JSON (a rendered listing is exactly its version),
   * so a page's ETag is made from these few bytes instead of the JSON's 30 kB.
   */
  fingerprint: string;
};

export type PageSpec = {
  where: SQL | undefined;
  orderBy: SQL[];
  /** The sort's key (feed-query.ts, listingSortKey): the page's last row's makes the next cursor. */
  sortKey: ListingSortKey;
  limit: number;
  /** One plan suits the query whatever its values (feed-query.ts, onePlanFits). */
  planOnce?: boolean;
  /**
   * A page read brand by brand, each brand through its own index in the sort's order (see
   * pageStatement), instead of from the whole table: a rare search's (decision 044) or a filter
   * of several brands' (decision 047).
   */
  byBrand?: ByBrand;
};

/**
 * Which brands a page is read from: those whose key holds a search text's, found in the brands
 * table (the text, lower-cased, and its brand key when Node knows it); or brands named by key,
 * the brand filter's, or those Node knows hold a search text while no brand was added since it
 * read `added` additions (feed-query.ts, noBrandAddedSince).
 */
export type ByBrand =
  { text: string; key?: string } | { keys: string[]; text?: string; added?: number };

const json = (pairs: [string, SQL | string][]) =>
  sql.join(
    pairs.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  );

/** The columns of a listing, the subquery `l` of both queries below reads them. */
const listingColumns = {
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
};

/**
 * A listing's version: the transaction that last wrote its row (`xmin`). Any change to the
 * listing writes its row (its photos are replaced only with it), and so does a change to what it
 * shows of its seller (name, picture, admin badge: migration 0008 rewrites the seller's listings),
 * so a rendered listing kept for one version is exactly the listing while that version is current.
 */
const version = sql<string>`"l"."xmin"::text`;

/**
 * The page query (without a brand-by-brand reading: pageStatement adds it, and only pages
 * planned once have one): the page's listings picked on the listings table alone (filter, order,
 * limit + 1), so that PostgreSQL walks an index and stops; then each one's id and version as one
 * text, `id|version,id|version,…` in the page's order (null for no rows), and the sort key of the
 * page's last listing (the `limit`th) as text, what the next page's cursor is made from. One row
 * instead of a row per listing: the driver decodes two values, not two per listing, and
 * PostgreSQL reads the rows already in the aggregates' order (no sort); only one key is written
 * as text, not one per listing. Their JSON comes from the rendered listings, or from
 * listingsJsonQuery for those not rendered at this version yet.
 */
export function listingsPageQuery(
  db: Executor,
  { where, orderBy, sortKey, limit }: PageSpec,
): SQL<[string | null, string | null]> {
  // The limit is written into the text, not sent as a parameter: a prepared statement's generic
  // plan would otherwise guess that 10% of the table is wanted and sort instead of walking an index.
  const pageSize = sql.raw(String(Math.trunc(limit)));
  const rows = sql.raw(String(Math.trunc(limit) + 1));
  const picked = db
    // Every sort's columns, under their own names: the ORDER BY below reads them from "listings".
    .select({
      id: listings.id,
      price: listings.price,
      bumpedAt: listings.bumpedAt,
      discountedAt: listings.discountedAt,
      version: sql<string>`${listings}.xmin::text`.as('version'),
    })
    .from(listings)
    .where(where)
    .orderBy(...orderBy)
    // Drizzle writes an SQL object given as the limit into the text as it is.
    .limit(rows as unknown as number);
  const order = sql.join(orderBy, sql`, `);
  // Named "listings" like the table, so the sort's ORDER BY and key column (written for the
  // table) read it.
  const lastKey = sortKeyText(
    sortKey,
    sql`(array_agg(${sortKey.column} order by ${order}))[${pageSize}]`,
  );
  return sql`select string_agg("listings"."id"::text || '|' || "listings"."version", ',' order by ${order}), ${lastKey} from ${picked} "listings"`;
}

/**
 * Listings by id as JSON text in the Listing shape (src/shared/schemas/listing.ts), with their
 * versions, written by PostgreSQL: Node passes the text on as it is (decision 021). The ids are
 * the statement's one parameter, `$1`.
 */
export function listingsJsonQuery(db: Executor) {
  const l = db
    .select({ ...listingColumns, xmin: sql`${listings}.xmin`.as('xmin') })
    .from(listings)
    .where(sql`${listings.id} = any($1::uuid[])`)
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
    .where(eq(listingImages.listingId, l.id))
    .as('im');
  const listing = json([
    ['id', sql`${l.id}`],
    ['sellerId', sql`${l.sellerId}`],
    [
      'seller',
      sql`json_build_object(${json([
        ['username', sql`${users.username}`],
        ['profileImageUrl', sql`${users.profileImageUrl}`],
        ['isAdmin', sql`${users.isAdmin}`],
      ])})`,
    ],
    ['title', sql`${l.title}`],
    ['description', sql`${l.description}`],
    ['brand', sql`${l.brand}`],
    ['category', sql`${l.category}`],
    ['size', sql`${l.size}`],
    ['condition', sql`${l.condition}`],
    // numeric(12,2) as text keeps its two decimals ("1234.50"); as JSON it would be a number.
    ['price', sql`${l.price}::text`],
    ['originalPrice', sql`${l.originalPrice}::text`],
    ['isDiscounted', sql`${l.isDiscounted}`],
    ['isSold', sql`${l.isSold}`],
    ['soldAt', isoTimestamp('"l"."sold_at"')],
    ['createdAt', isoTimestamp('"l"."created_at"')],
    ['bumpedAt', isoTimestamp('"l"."bumped_at"')],
    ['discountedAt', isoTimestamp('"l"."discounted_at"')],
    ['images', sql`coalesce(${photos.images}, '[]')`],
    ['thumbnails', sql`coalesce(${photos.thumbnails}, '[]')`],
  ]);
  return db
    .select({
      id: l.id,
      version,
      // text, not json: the driver would parse it, and the point is that Node never does.
      json: sql<string>`json_build_object(${listing})::text`,
    })
    .from(l)
    .innerJoin(users, eq(users.id, l.sellerId))
    .leftJoinLateral(photos, sql`true`);
}

const COMMA = Buffer.from(',');

/**
 * Listings' JSON bytes as one JSON array, between `before` and `after` (a page's body around its
 * listings): joined outside the JavaScript heap, one copy of each listing.
 */
export function jsonArray(listings: Buffer[], before = '[', after = ']'): Buffer {
  const chunks: Buffer[] = [Buffer.from(before)];
  listings.forEach((listing, index) => {
    if (index > 0) chunks.push(COMMA);
    chunks.push(listing);
  });
  chunks.push(Buffer.from(after));
  return Buffer.concat(chunks);
}

/** A page's listings as objects, for the few callers that read them rather than send them. */
export function parsedListings<T>(page: ListingsPageJson): T[] {
  return JSON.parse(jsonArray(page.listings).toString()) as T[];
}

/** Where the page's filter goes in a statement's cached text (see pageStatement). */
const WHERE_MARK = '__rotation_page_where__';
const dialect = new PgDialect();

type Statement = { name: string; text: string };
const statementName = (text: string) =>
  `listings_page_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/** A page query's text per filter shape, order and limit: bounded by the feed's parameters, capped anyway. */
const pageStatements = new Map<string, Statement>();
const MAX_PAGE_STATEMENTS = 1000;
/** The page query's text around its filter, per order and limit. */
const outlines = new Map<string, { before: string; after: string }>();

function outlineFor(db: Database, spec: PageSpec, key: string) {
  let outline = outlines.get(key);
  if (!outline) {
    const query = dialect.sqlToQuery(
      listingsPageQuery(db, { ...spec, where: sql.raw(WHERE_MARK) }),
    );
    const [before, after, extra] = query.sql.split(WHERE_MARK);
    // Every value of a page query is in its filter: the rest of the text is fixed.
    if (after === undefined || extra !== undefined || query.params.length > 0) {
      throw new Error('The page query must hold its filter once and no other parameter');
    }
    outline = { before: before!, after };
    outlines.set(key, outline);
  }
  return outline;
}

/** The text of a sort's ORDER BY, kept per object: each sort has one (repository.listingsPageSpec). */
const sortTexts = new WeakMap<SQL[], string>();
function sortText(orderBy: SQL[]): string {
  let text = sortTexts.get(orderBy);
  if (text === undefined) {
    text = dialect.sqlToQuery(sql.join(orderBy, sql`, `)).sql;
    sortTexts.set(orderBy, text);
  }
  return text;
}

/**
 * The rows of a page read brand by brand. For the brand filter's several brands (decision 047):
 * the first `rows` of each brand's listings that pass the page's filter, in the page's order,
 * through the brand's index. For a rare search: for each brand whose key holds the text's key (the
 * `brands` table has every brand ever listed, kept by triggers in the listing's own transaction),
 * the first `rows` of its listings that hold the text and pass the page's filter, in the page's
 * order, through the brand's index. A brand's listings all have its key, and a brand whose text
 * holds the search text has a key that holds the search text's key (brand_key() drops accents,
 * case, spaces and punctuation letter by letter), so no match is missed; the search's own rule
 * (brandHolds, as a walk writes it) is kept on the rows read. A page reads at most `rows`
 * listings per brand whatever the table's size. The pattern is a value, or else a subquery so
 * that it is worked out once, not for each brand (a generic plan cannot fold brand_key() of a
 * parameter); either way the brands' trigram index can serve it when there are many brands.
 */
function byBrand(brands: ByBrand, filter: SQL, order: string, rows: number): SQL {
  let which: SQL;
  let holds = sql`true`;
  if ('keys' in brands) {
    // Brands by key, one parameter however many (the primary key's index serves it).
    which = sql`"b"."key" = any(${sql.param(brands.keys)}::text[])`;
    if (brands.text !== undefined) holds = brandHolds(brands.text, 'walk');
    if (brands.added !== undefined) which = sql`${which} and ${noBrandAddedSince(brands.added)}`;
  } else {
    // The key's pattern as a value when Node knows the key (brands/brand-keys.ts); a brand key
    // has no LIKE wildcard (brand_key() drops punctuation).
    const { text, key } = brands;
    const pattern =
      key === undefined ? sql`(select '%' || brand_key(${text}) || '%')` : sql`${`%${key}%`}`;
    which = sql`"b"."key" like ${pattern}`;
    holds = brandHolds(text, 'walk');
  }
  // Only what the page query reads of its rows: their ids, sort keys and versions.
  return sql`select "l".* from "brands" "b" cross join lateral (
    select ${listings.id}, ${listings.price}, ${listings.bumpedAt}, ${listings.discountedAt}, xmin
    from ${listings}
    where ${listings.brandKey} = "b"."key" and ${holds} and ${filter}
    order by ${sql.raw(order)} limit ${sql.raw(String(rows))}) "l"
  where ${which}`;
}

/**
 * The filter's text and values, and the statement's start when the page is read brand by
 * brand: `with "listings" as materialized (...)` stands for the table in the page query (a CTE's
 * name hides the table's; inside its own definition the name is still the table). It holds the
 * rows that pass the filter already, with the columns the page query reads (`xmin` as one, the
 * version), so the page query's own filter is `true`.
 */
function filterParts(where: SQL | undefined, spec: PageSpec, order: string) {
  if (spec.byBrand === undefined) {
    return { start: '', ...(where ? dialect.sqlToQuery(where) : { sql: 'true', params: [] }) };
  }
  const filter = where ?? sql.raw('true');
  const rows = byBrand(spec.byBrand, filter, order, Math.trunc(spec.limit) + 1);
  const { sql: rowsText, params } = dialect.sqlToQuery(rows);
  return { start: `with "listings" as materialized (${rowsText}) `, sql: 'true', params };
}

/**
 * The page query as a named statement with the filter's values as parameters. Building the whole
 * query with the query builder on every request cost more CPU than PostgreSQL spent running it
 * (docs/performance.md): only the filter and the order are rendered per request.
 */
export function pageStatement(db: Database, spec: PageSpec) {
  const order = sortText(spec.orderBy);
  const filter = filterParts(spec.where, spec, order);
  const { column, timestamp } = spec.sortKey;
  const outlineKey = `${order}|${column.name} ${timestamp}|${spec.limit}`;
  const key = `${filter.start}|${outlineKey}|${filter.sql}`;
  let statement = pageStatements.get(key);
  if (!statement) {
    const { before, after } = outlineFor(db, spec, outlineKey);
    const text = filter.start + before + filter.sql + after;
    statement = { name: statementName(text), text };
    if (pageStatements.size >= MAX_PAGE_STATEMENTS) pageStatements.clear();
    pageStatements.set(key, statement);
  }
  return { ...statement, values: filter.params };
}

let jsonStatement: Statement | undefined;

/**
 * The statement that renders listings: its name is a hash of its text, so it also names how a
 * listing's JSON is written (a release that changes the JSON changes the name).
 */
function jsonStatementOf(db: Database): Statement {
  if (!jsonStatement) {
    const text = listingsJsonQuery(db).toSQL().sql;
    jsonStatement = { name: statementName(text), text };
  }
  return jsonStatement;
}

/** Renders the listings PostgreSQL has to (those not kept at their current version), by id. */
async function renderListings(db: Database, ids: string[]): Promise<Map<string, [string, Buffer]>> {
  const result = await db.$client.query<[string, string, string]>({
    ...jsonStatementOf(db),
    values: [ids],
    rowMode: 'array',
  });
  // json_build_object writes `"key" : value, ` between fields; written again without the
  // spaces, a page is a tenth smaller on every answer, for one parse when a listing is rendered.
  const compact = (json: string) => Buffer.from(JSON.stringify(JSON.parse(json)));
  return new Map(result.rows.map(([id, version, json]) => [id, [version, compact(json)]]));
}

/** Rendered listings, shared by every page of every request (see ListingJsonCache). */
const rendered = new ListingJsonCache<Buffer>(RENDERED_LISTINGS);

/**
 * A listing PostgreSQL just rendered, kept for its version now: when it changed since the page
 * query, it is shown as it is now.
 */
function renderedNow(
  id: string,
  fresh: Map<string, [string, Buffer]> | null,
): [string, Buffer] | undefined {
  const [version, json] = fresh?.get(id) ?? [];
  if (version === undefined || json === undefined) return undefined;
  rendered.set(id, version, json);
  return [version, json];
}

/**
 * One page of listings as JSON text: the page query picks the listings and their versions; each
 * listing's JSON is the one rendered for that version, and PostgreSQL renders the rest in a
 * second round trip. Both run as named prepared statements, parsed once per connection; the page
 * query on the plan-once pool when one plan suits it whatever its values (spec.planOnce).
 */
export function findListingsPageJson(db: Database, spec: PageSpec): Promise<ListingsPageJson> {
  return runListingsPage(db, runnablePage(db, spec));
}

/** A page query ready to run: its named statement and values, its size and how it is planned. */
export type RunnablePage = {
  name: string;
  text: string;
  values: unknown[];
  limit: number;
  planOnce: boolean;
};

/** A page's parts as a query ready to run. */
export function runnablePage(db: Database, spec: PageSpec): RunnablePage {
  return { ...pageStatement(db, spec), limit: spec.limit, planOnce: spec.planOnce ?? false };
}

/**
 * The page query's rows from its text, `id|version,…` (listingsPageQuery): uuids and numbers hold
 * neither separator.
 */
function pageRows(text: string | null): { id: string; version: string }[] {
  if (text === null) return [];
  return text.split(',').map((row) => {
    const [id = '', version = ''] = row.split('|');
    return { id, version };
  });
}

/**
 * The page query's one row: on the plan-once sessions (postgres.js, decision 048), or else on the
 * main pool, named.
 */
async function pageQueryRow(
  db: Database,
  { name, text, values, planOnce }: RunnablePage,
): Promise<[string | null, string | null] | []> {
  if (planOnce) {
    const rows = await db.$client.planOnce.rows(text, values);
    return (rows[0] as [string | null, string | null] | undefined) ?? [];
  }
  const page = await db.$client.query<[string | null, string | null]>({
    name,
    text,
    values,
    rowMode: 'array',
  });
  return page.rows[0] ?? [];
}

/** One page of listings as JSON text, from its statement (see findListingsPageJson). */
export async function runListingsPage(db: Database, spec: RunnablePage): Promise<ListingsPageJson> {
  const [ids = null, lastKey = null] = await pageQueryRow(db, spec);
  const found = pageRows(ids);
  const rows = found.slice(0, spec.limit);
  const kept = rows.map(({ id, version }) => rendered.get(id, version));
  const missing = rows.filter((_, index) => kept[index] === undefined).map(({ id }) => id);
  const fresh = missing.length > 0 ? await renderListings(db, missing) : null;
  const parts: Buffer[] = [];
  let fingerprint = jsonStatementOf(db).name;
  rows.forEach(({ id, version }, index) => {
    const json = kept[index];
    const shown: [string, Buffer] | undefined =
      json !== undefined ? [version, json] : renderedNow(id, fresh);
    // Deleted since the page query: the page goes on without it.
    if (shown === undefined) return;
    parts.push(shown[1]);
    fingerprint += ` ${id}:${shown[0]}`;
  });
  // The cursor is the last row's as the page query saw it, even if the listing changed since.
  const last = found.length > spec.limit ? found[spec.limit - 1] : undefined;
  return {
    listings: parts,
    last: last && lastKey !== null ? { id: last.id, key: lastKey } : null,
    fingerprint,
  };
}
