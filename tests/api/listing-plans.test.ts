import { beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createListing, createUser, uniqueToken } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

type Prepared = { name: string; statement: string; generic_plans: number; custom_plans: number };

/** The feed's page statements a pool's sessions hold, with how each was planned. */
async function pageStatements(pool: pg.Pool): Promise<Prepared[]> {
  // Every session of the pool at once, so each answers for itself (pg_prepared_statements is per
  // session).
  const clients = await Promise.all(
    Array.from({ length: pool.options.max ?? 1 }, () => pool.connect()),
  );
  try {
    const rows = await Promise.all(
      clients.map(async (client) => {
        const result = await client.query<Prepared>(
          `select name, statement, generic_plans::int, custom_plans::int
           from pg_prepared_statements where name like 'listings_page_%'`,
        );
        return result.rows;
      }),
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

const token = uniqueToken();
const planned = `Plan${token}`;
const common = `Common${token}`;
const rare = `Rare${token}`;
const made = { planned: [] as string[], common: [] as string[], rare: [] as string[] };

beforeAll(async () => {
  // Before any search: each instance reads the brands' counts once a minute.
  const seller = await createUser(ctx.db);
  for (const [brand, count, list] of [
    [planned, 4, made.planned],
    [common, 9, made.common],
    [rare, 1, made.rare],
  ] as const) {
    for (let i = 0; i < count; i += 1) {
      list.push((await createListing(ctx.db, seller.id, { brand, size: 'M' })).id);
    }
  }
});

/**
 * docs/decisions/043 and 044: a page whose best plan is the same for every value is planned
 * once per session, a search once Node has chosen how to look for its text; a price range is
 * planned for its values every time.
 */
describe('how the feed page queries are planned', () => {
  it('plans a page of a brand, a size or a later page once, and a price range for its values', async () => {
    // Seven times each: PostgreSQL decides between its two kinds of plan after five executions.
    for (let i = 0; i < 7; i += 1) {
      const first = await get(`/api/listings?brand=${planned}&size=m&limit=2`);
      expect(first.listings).toHaveLength(2);
      const next = await get(
        `/api/listings?brand=${planned}&size=m&limit=2&cursor=${first.nextCursor}`,
      );
      expect(next.listings).toHaveLength(2);
      const priced = await get(`/api/listings?brand=${planned}&maxPrice=5000&limit=2`);
      expect(priced.listings).toHaveLength(2);
    }

    const once = await pageStatements(ctx.db.$client.planOnce);
    // The brand and size page, and its later pages: generic plans only.
    expect(once.length).toBeGreaterThanOrEqual(2);
    expect(once.reduce((sum, s) => sum + s.generic_plans, 0)).toBeGreaterThanOrEqual(14);
    expect(once.every((s) => s.custom_plans === 0)).toBe(true);

    // The price range runs on the main pool, planned for its values (PostgreSQL may keep a
    // generic plan after five, when it finds one as cheap: on a table this small).
    const perValue = await pageStatements(ctx.db.$client);
    const priceRange = perValue.filter((s) => s.statement.includes('"price" <='));
    expect(priceRange.reduce((sum, s) => sum + s.custom_plans, 0)).toBeGreaterThanOrEqual(5);
    expect(once.some((s) => s.statement.includes('"price" <='))).toBe(false);
  });

  it('walks the feed for a text many listings hold, planned once, and plans a rare one for its value', async () => {
    // 9 of 14 listings hold the common text: 9² ≥ 2 × 14, walk; 1² < 2 × 14, the index.
    const commonIds = await allPages(`/api/listings?q=${common.toLowerCase()}&limit=2`);
    const rareIds = await allPages(`/api/listings?q=${rare.toUpperCase()}&limit=2`);
    // Both find every match, each once.
    expect(commonIds.toSorted()).toEqual(made.common.toSorted());
    expect(rareIds).toEqual(made.rare);

    // The walk is planned once; the rare text's LIKE is planned for its value, on the main pool.
    const once = await pageStatements(ctx.db.$client.planOnce);
    const walks = once.filter((s) => s.statement.includes('strpos(lower("listings"."brand")'));
    expect(walks.length).toBeGreaterThanOrEqual(1);
    expect(walks.every((s) => s.custom_plans === 0)).toBe(true);
    const like = 'lower("listings"."brand") like';
    expect(once.some((s) => s.statement.includes(like))).toBe(false);
    const perValue = await pageStatements(ctx.db.$client);
    expect(perValue.some((s) => s.statement.includes(like) && s.custom_plans > 0)).toBe(true);
  });
});
