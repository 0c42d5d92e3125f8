import { beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PlanOnceSessions } from '@/server/db/plan-once-sessions';
import { createListing, createUser, uniqueToken } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

type Prepared = { name: string; statement: string; generic_plans: number; custom_plans: number };

/** How a page statement starts (page-json.ts, pageStatement): read in one piece or brand by brand. */
const PAGE_STATEMENT = `(statement like 'select string_agg(%' or statement like 'with "listings" as materialized%')`;
const PREPARED_PAGES = `select name, statement, generic_plans::int, custom_plans::int
  from pg_prepared_statements where ${PAGE_STATEMENT}`;

/**
 * The feed's page statements the sessions hold, with how each was planned: the main pool's (pg),
 * or the plan-once sessions' (postgres.js, decision 048). Every session at once, so each answers
 * for itself (pg_prepared_statements is per session).
 */
async function pageStatements(sessions: pg.Pool | PlanOnceSessions): Promise<Prepared[]> {
  if (sessions instanceof PlanOnceSessions) {
    const rows = await Promise.all(
      sessions.each.map((sql) => sql.unsafe<Prepared[]>(PREPARED_PAGES)),
    );
    return rows.flat();
  }
  const clients = await Promise.all(
    Array.from({ length: sessions.options.max ?? 1 }, () => sessions.connect()),
  );
  try {
    const rows = await Promise.all(
      clients.map(async (client) => (await client.query<Prepared>(PREPARED_PAGES)).rows),
    );
    return rows.flat();
  } finally {
    for (const client of clients) client.release();
  }
}

async function get(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<{ listings: { id: string }[]; nextCursor: string | null }>();
}

/** Every listing of a search, page after page. */
async function allPages(url: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page = await get(cursor ? `${url}&cursor=${cursor}` : url);
    ids.push(...page.listings.map((listing) => listing.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

/** How a page read brand by brand starts (page-json.ts). */
const BY_BRAND = 'with "listings" as materialized (select "l".* from "brands"';
/** A page read from the brands Node knows checks that no brand was added since (feed-query.ts). */
const NO_BRAND_ADDED = 'coalesce((select "added" from "brand_additions"), 0) =';
/** A page read from the one brand holding its text, like a brand filter. */
const isOneBrand = (statement: string) =>
  statement.includes(NO_BRAND_ADDED) && !statement.startsWith(BY_BRAND);

const token = uniqueToken();
const planned = `Plan${token}`;
const common = `Common${token}`;
const rare = `Rare${token}`;
const made = { planned: [] as string[], common: [] as string[], rare: [] as string[] };
/** A brand of its own token, which no other text here holds: its listings cost over $140. */
const solo = `Solo${uniqueToken()}`;
const soloIds: string[] = [];
/** Two brands holding a text of their own, one listing each, also over $140. */
const duo = `Duo${uniqueToken()}`;
const duoIds: string[] = [];

beforeAll(async () => {
  // Before any search: each instance reads the brands' counts once a minute.
  const seller = await createUser(ctx.db);
  let n = 0;
  for (const [brand, count, list] of [
    [planned, 4, made.planned],
    [common, 9, made.common],
    [rare, 1, made.rare],
  ] as const) {
    for (let i = 0; i < count; i += 1) {
      n += 1;
      // $10, $20, ... $140: one listing in each $10.
      const price = `${10 * n}.00`;
      list.push((await createListing(ctx.db, seller.id, { brand, size: 'M', price })).id);
    }
  }
  for (let i = 0; i < 3; i += 1) {
    soloIds.push((await createListing(ctx.db, seller.id, { brand: solo, price: '500.00' })).id);
  }
  for (const brand of [`${duo} One`, `${duo} Two`]) {
    duoIds.push((await createListing(ctx.db, seller.id, { brand, price: '700.00' })).id);
  }
  // Before any price range: each instance reads the price statistics once a minute, and
  // PostgreSQL has some only once the table was analyzed.
  await ctx.db.$client.query('analyze listings');
});

/**
 * docs/decisions/043, 044 and 045: a page whose best plan is the same for every value is planned
 * once per session, a search or a price range once Node has chosen how to look for it.
 */
describe('how the feed page queries are planned', () => {
  it('plans a page of a brand, a size or a later page once', async () => {
    // Seven times each: PostgreSQL decides between its two kinds of plan after five executions.
    for (let i = 0; i < 7; i += 1) {
      const first = await get(`/api/listings?brand=${planned}&size=m&limit=2`);
      expect(first.listings).toHaveLength(2);
      const next = await get(
        `/api/listings?brand=${planned}&size=m&limit=2&cursor=${first.nextCursor}`,
      );
      expect(next.listings).toHaveLength(2);
    }

    // The brand and size page, and its later pages: generic plans only, made without bitmap
    // scans (decision 047).
    const once = await pageStatements(ctx.db.$client.planOnce);
    for (const session of ctx.db.$client.planOnce.each) {
      const setting =
        await session.unsafe<{ enable_bitmapscan: string }[]>('show enable_bitmapscan');
      expect(setting[0]?.enable_bitmapscan).toBe('off');
    }
    expect(once.length).toBeGreaterThanOrEqual(2);
    expect(once.reduce((sum, s) => sum + s.generic_plans, 0)).toBeGreaterThanOrEqual(14);
    expect(once.every((s) => s.custom_plans === 0)).toBe(true);
  });

  it('walks a wide price range planned once, plans a narrow one for its values, and a price sort once', async () => {
    // Up to $140 holds all 14 listings: 14² ≥ 2 × 14, walk. Up to $15 holds one: the index.
    const wide = await allPages('/api/listings?maxPrice=140&limit=2');
    const narrow = await allPages('/api/listings?maxPrice=15&limit=2');
    const sorted = await allPages('/api/listings?minPrice=35&maxPrice=75&sort=price_asc&limit=2');
    // Whichever way, each finds exactly the listings in its range, each once.
    const all = [...made.planned, ...made.common, ...made.rare];
    expect(wide.toSorted()).toEqual(all.toSorted());
    expect(narrow).toEqual([made.planned[0]]);
    // $40, $50, $60, $70: the 4th to 7th listings made, cheapest first.
    expect(sorted).toEqual(all.slice(3, 7));
    // A wide range with a size, walked through the size's index (which ends with the price in
    // cents): both bounds kept, $20.00 and $130.00 included.
    const sized = await allPages('/api/listings?size=m&minPrice=20&maxPrice=130&limit=2');
    expect(sized.toSorted()).toEqual(all.slice(1, 13).toSorted());

    const once = await pageStatements(ctx.db.$client.planOnce);
    const perValue = await pageStatements(ctx.db.$client);
    // The walk compares the price in cents, which the price index does not serve; planned once.
    const walked = '("listings"."price" * 100)::integer <=';
    expect(once.some((s) => s.statement.includes(walked))).toBe(true);
    expect(perValue.some((s) => s.statement.includes(walked))).toBe(false);
    // A narrow range under the newest sort is planned for its values, on the main pool.
    const indexed = '"listings"."price" <=';
    expect(perValue.some((s) => s.statement.includes(indexed) && s.custom_plans > 0)).toBe(true);
    // Sorted by price, any range is a range of the price index, in order: planned once.
    const byPrice = once.filter((s) => s.statement.includes('"listings"."price" >='));
    expect(byPrice.length).toBeGreaterThanOrEqual(1);
    expect(byPrice.every((s) => s.custom_plans === 0)).toBe(true);
  });

  it('walks the feed for a text many brands hold, and reads the one brand holding a text through its own index; both planned once', async () => {
    // The token is in all three brands (14 listings): three pages of 2 against a walk of about
    // 2 rows, walk. The common text is one brand's 9 listings: its page of 2 against a walk of
    // about 3, read from its brand; so is the rare one.
    const everyIds = await allPages(`/api/listings?q=${token}&limit=2`);
    const commonIds = await allPages(`/api/listings?q=${common.toLowerCase()}&limit=2`);
    const rareIds = await allPages(`/api/listings?q=${rare.toUpperCase()}&limit=2`);
    // Each finds every match, each once, newest first.
    const all = [...made.planned, ...made.common, ...made.rare];
    expect(everyIds.toSorted()).toEqual(all.toSorted());
    expect(commonIds).toEqual(made.common.toReversed());
    expect(rareIds).toEqual(made.rare);

    // The walk is strpos over the sort's index, which no index serves; a text only one brand
    // holds reads that brand's index, checking in the same statement that it still is the only
    // one. Both run on the plan-once pool, with generic plans only; no search runs on the main
    // pool.
    const once = await pageStatements(ctx.db.$client.planOnce);
    const search = 'strpos(lower("listings"."brand")';
    const walks = once.filter(
      (s) => s.statement.includes(search) && !s.statement.includes('"listings"."brand_key" ='),
    );
    expect(walks.length).toBeGreaterThanOrEqual(1);
    expect(walks.every((s) => s.custom_plans === 0)).toBe(true);
    const oneBrand = once.filter((s) => isOneBrand(s.statement));
    expect(oneBrand.length).toBeGreaterThanOrEqual(1);
    expect(oneBrand.every((s) => s.custom_plans === 0)).toBe(true);
    const perValue = await pageStatements(ctx.db.$client);
    expect(perValue.some((s) => s.statement.includes(search))).toBe(false);
  });

  it('reads the one brand holding a text until another brand holding it is listed, then brand by brand', async () => {
    const url = `/api/listings?q=${solo.toLowerCase()}&limit=2`;
    expect(await allPages(url)).toEqual(soloIds.toReversed());
    const read = (await pageStatements(ctx.db.$client.planOnce)).filter((s) =>
      isOneBrand(s.statement),
    );
    expect(read.reduce((sum, s) => sum + s.generic_plans, 0)).toBeGreaterThanOrEqual(2);

    // A second brand holding the text, listed after this instance read the brands: the one-brand
    // page finds another brand holds it too, and the page is read brand by brand.
    const seller = await createUser(ctx.db);
    const second = await createListing(ctx.db, seller.id, {
      brand: `${solo} Two`,
      price: '600.00',
    });
    expect(await allPages(url)).toEqual([second.id, ...soloIds.toReversed()]);
    const byBrand = await pageStatements(ctx.db.$client.planOnce);
    expect(byBrand.some((s) => s.statement.startsWith(BY_BRAND) && s.generic_plans > 0)).toBe(true);
  });

  it('reads a rare text brand by brand without missing a brand just listed, or one written with accents, spaces and capitals', async () => {
    const seller = await createUser(ctx.db);
    const label = `Garçon ${token} Label`;
    const fresh = await createListing(ctx.db, seller.id, { brand: label, price: '500.00' });
    // Each as a search would type it; the brand did not exist a moment ago.
    for (const text of [`garçon ${token}`, `ÇON ${token} LA`, `${token} label`]) {
      const url = `/api/listings?q=${encodeURIComponent(text)}&limit=2`;
      expect(await allPages(url), text).toEqual([fresh.id]);
    }
    // The search's own rule still holds: text found in the key but not in the brand as written
    // (its spaces and cedilla dropped) finds nothing.
    const keyOnly = `/api/listings?q=${encodeURIComponent(`garcon${token}`)}&limit=2`;
    expect(await allPages(keyOnly)).toEqual([]);
    const once = await pageStatements(ctx.db.$client.planOnce);
    expect(once.some((s) => s.statement.startsWith(BY_BRAND) && s.generic_plans > 0)).toBe(true);
  });

  it('reads the brands it knows hold a text brand by brand, until a brand is added', async () => {
    const url = `/api/listings?q=${duo.toLowerCase()}&limit=1`;
    expect(await allPages(url)).toEqual(duoIds.toReversed());
    const known = (await pageStatements(ctx.db.$client.planOnce)).filter(
      (s) => s.statement.startsWith(BY_BRAND) && s.statement.includes(NO_BRAND_ADDED),
    );
    expect(known.reduce((sum, s) => sum + s.generic_plans, 0)).toBeGreaterThanOrEqual(2);

    // A third brand holding the text, listed after the instance read the brands.
    const seller = await createUser(ctx.db);
    const third = await createListing(ctx.db, seller.id, {
      brand: `${duo} Three`,
      price: '800.00',
    });
    expect(await allPages(url)).toEqual([third.id, ...duoIds.toReversed()]);
  });

  it('reads a filter of several brands brand by brand, newest first, page after page', async () => {
    const url = `/api/listings?brand=${planned.toLowerCase()}&brand=${encodeURIComponent(rare)}&limit=2`;
    // The rare listing was made last: newest first, then the planned ones from the last made.
    expect(await allPages(url)).toEqual([...made.rare, ...made.planned.toReversed()]);
    const once = await pageStatements(ctx.db.$client.planOnce);
    const byKeys = once.filter(
      (s) => s.statement.startsWith(BY_BRAND) && s.statement.includes('"b"."key" = any('),
    );
    expect(byKeys.reduce((sum, s) => sum + s.generic_plans, 0)).toBeGreaterThanOrEqual(3);
    // In another order each brand's index is not in the page's: read from the whole table.
    const cheapest = await allPages(`${url}&sort=price_asc`);
    expect(cheapest).toEqual([...made.planned, ...made.rare]);
  });

  it('plans a rare brand in price order for its values, and walks a common one planned once', async () => {
    // One listing of 17: the price index would be walked to its end for it. Nine: about four
    // rows into the walk for a page of 2.
    const rareIds = await allPages(`/api/listings?brand=${rare}&sort=price_asc&limit=2`);
    const commonIds = await allPages(`/api/listings?brand=${common}&sort=price_desc&limit=2`);
    expect(rareIds).toEqual(made.rare);
    // Priced $50 to $130 in the order they were made: dearest first is the last made first.
    expect(commonIds).toEqual(made.common.toReversed());

    const brandIn = '"listings"."brand_key" in (';
    const perValue = await pageStatements(ctx.db.$client);
    const once = await pageStatements(ctx.db.$client.planOnce);
    const rarePlanned = perValue.filter(
      (s) => s.statement.includes(brandIn) && s.statement.includes('"listings"."price" asc'),
    );
    expect(rarePlanned.some((s) => s.custom_plans > 0)).toBe(true);
    const walked = once.filter(
      (s) => s.statement.includes(brandIn) && s.statement.includes('"listings"."price" desc'),
    );
    expect(walked.reduce((sum, s) => sum + s.generic_plans, 0)).toBeGreaterThanOrEqual(5);
    expect(
      once.some((s) => s.statement.includes(brandIn) && s.statement.includes('"price" asc')),
    ).toBe(false);
  });

  it('walks for a text of punctuation only, whose brand key is empty', async () => {
    const seller = await createUser(ctx.db);
    const levis = await createListing(ctx.db, seller.id, { brand: `Levi's ${token}` });
    expect(await allPages(`/api/listings?q=${encodeURIComponent("'")}&limit=2`)).toEqual([
      levis.id,
    ]);
  });

  it('reads a rare text first with every other filter, sort and later page still applied', async () => {
    // The four planned listings ($10 to $40) hold their text: 4² < 2 × 14, read first. With a
    // filter, a price range and a price sort, page by page.
    const text = planned.toLowerCase();
    const url = `/api/listings?q=${text}&size=m&maxPrice=30&sort=price_desc&limit=2`;
    expect(await allPages(url)).toEqual(made.planned.slice(0, 3).toReversed());
    expect(await allPages(`/api/listings?q=${text}&status=sold&limit=2`)).toEqual([]);
  });
});
