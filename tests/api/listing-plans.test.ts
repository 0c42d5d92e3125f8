import { describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createListing, createUser, uniqueToken } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

type Prepared = { name: string; generic_plans: number; custom_plans: number };

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
          `select name, generic_plans::int, custom_plans::int from pg_prepared_statements
           where name like 'listings_page_%'`,
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

/**
 * docs/performance.md: a page whose best plan is the same for every value is planned once per
 * session; a search or a price range is planned for its values every time.
 */
describe('how the feed page queries are planned', () => {
  it('plans a page of a brand, a size or a later page once, and a search for its text', async () => {
    const seller = await createUser(ctx.db);
    const brand = `Plan${uniqueToken()}`;
    for (let i = 0; i < 4; i += 1) await createListing(ctx.db, seller.id, { brand, size: 'M' });

    // Seven times each: PostgreSQL decides between its two kinds of plan after five executions.
    for (let i = 0; i < 7; i += 1) {
      const first = await get(`/api/listings?brand=${brand}&size=m&limit=2`);
      expect(first.listings).toHaveLength(2);
      const next = await get(
        `/api/listings?brand=${brand}&size=m&limit=2&cursor=${first.nextCursor}`,
      );
      expect(next.listings).toHaveLength(2);
      expect((await get(`/api/listings?q=${brand.toLowerCase()}&limit=2`)).listings).toHaveLength(
        2,
      );
      expect(
        (await get(`/api/listings?brand=${brand}&maxPrice=5000&limit=2`)).listings,
      ).toHaveLength(2);
    }

    const once = await pageStatements(ctx.db.$client.planOnce);
    // The brand and size page, and its later pages: generic plans only.
    expect(once.length).toBeGreaterThanOrEqual(2);
    expect(once.reduce((sum, s) => sum + s.generic_plans, 0)).toBeGreaterThanOrEqual(14);
    expect(once.every((s) => s.custom_plans === 0)).toBe(true);

    // The search and the price range run on the main pool, planned for their values (PostgreSQL
    // may keep a generic plan after five, when it finds one as cheap: on a table this small).
    const perValue = await pageStatements(ctx.db.$client);
    const customByName = new Map<string, number>();
    for (const s of perValue) {
      customByName.set(s.name, (customByName.get(s.name) ?? 0) + s.custom_plans);
    }
    // The search's and the price range's statements (other statements may be there too).
    expect([...customByName.values()].filter((custom) => custom >= 5)).toHaveLength(2);
    expect(once.some((s) => customByName.has(s.name))).toBe(false);
  });
});
