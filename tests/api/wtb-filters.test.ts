import { beforeAll, describe, expect, it } from 'vitest';
import { wtbPageSchema } from '@/shared/schemas/wtb';
import { createUser, createWtb, uniqueToken } from '../factories';
import { expectRefused } from './listing-queries';
import { useTestApp } from './test-app';

const ctx = useTestApp();

// Requests whose brands all contain one tag, so `q=tag` scopes every query to them.
const tag = `wf${uniqueToken()}`;
const ids = { stussyM: '', nikeTen: '', nikeEleven: '', nikeRich: '' };

beforeAll(async () => {
  const buyer = await createUser(ctx.db);
  const add = async (brand: string, size: string, maxPrice: string) =>
    (await createWtb(ctx.db, buyer.id, { brand: `${brand} ${tag}`, size, maxPrice })).id;
  ids.stussyM = await add('Stüssy', 'M', '80.00');
  ids.nikeTen = await add('Nike', 'US 10', '150.00');
  ids.nikeEleven = await add('Nike', 'US 11', '150.00');
  ids.nikeRich = await add('Nike', 'US 10', '900.00');
});

async function board(query: string): Promise<string[]> {
  const url = `/api/wtb-listings?q=${tag}&${query}`;
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return wtbPageSchema.parse(response.json()).wtbListings.map((w) => names[w.id]!);
}

describe('GET /api/wtb-listings filters and sorts', () => {
  it('filters by exact brand, ignoring case, accents and spacing; repeatable', async () => {
    expect((await board(`brand=stussy${tag}`)).sort()).toEqual(['stussyM']);
    expect((await board(`brand=NIKE%20${tag}&brand=st%C3%BCssy-${tag}`)).length).toBe(4);
    expect(await board('brand=nike')).toEqual([]);
  });

  it('filters by size ignoring case, and by budget with inclusive bounds', async () => {
    expect((await board('size=us%2010')).sort()).toEqual(['nikeRich', 'nikeTen']);
    expect((await board('size=US%2011&size=m')).sort()).toEqual(['nikeEleven', 'stussyM']);
    expect((await board('minBudget=150')).sort()).toEqual(['nikeEleven', 'nikeRich', 'nikeTen']);
    expect((await board('maxBudget=150.00')).sort()).toEqual(['nikeEleven', 'nikeTen', 'stussyM']);
    expect(await board('minBudget=81&maxBudget=899.99&size=us%2010')).toEqual(['nikeTen']);
  });

  it('sorts by budget, highest first, ties by id, and pages with its own cursor', async () => {
    const tied = [ids.nikeTen, ids.nikeEleven].sort().reverse();
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    const expected = ['nikeRich', ...tied.map((id) => names[id]!), 'stussyM'];
    expect(await board('sort=budget_desc')).toEqual(expected);
    const first = await ctx.app.inject({
      method: 'GET',
      url: `/api/wtb-listings?q=${tag}&sort=budget_desc&limit=2`,
    });
    const { nextCursor } = wtbPageSchema.parse(first.json());
    expect(await board(`sort=budget_desc&limit=2&cursor=${nextCursor}`)).toEqual(expected.slice(2));
    await expectRefused(
      ctx.app,
      `/api/wtb-listings?cursor=${nextCursor}`,
      'cursor is not valid: start again from the first page',
    );
  });

  it('answers 400 naming the parameter', async () => {
    for (const [query, message] of [
      ['sort=price_asc', 'sort must be one of: newest, budget_desc'],
      ['size=', 'size must be 1 to 10 characters'],
      [`size=${'x'.repeat(11)}`, 'size must be 1 to 10 characters'],
      [`brand=${'b'.repeat(51)}`, 'brand must be 1 to 50 characters'],
      ['minBudget=ten', 'minBudget must be a dollar amount like 25 or 25.50'],
      ['maxBudget=1.234', 'maxBudget must be a dollar amount like 25 or 25.50'],
      ['minBudget=200&maxBudget=100', 'minBudget must not be above maxBudget'],
      ['sort=newest&sort=newest', 'sort must be given once'],
      ['minBudget=1&minBudget=2', 'minBudget must be given once'],
    ]) {
      await expectRefused(ctx.app, `/api/wtb-listings?${query}`, message!);
    }
  });
});
