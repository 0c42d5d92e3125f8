import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser, uniqueToken } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

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
/** A brand of its own token, which no other text here holds: its listings cost over $140. */
const solo = `Solo${uniqueToken()}`;
const soloIds: string[] = [];

beforeAll(async () => {
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
});

/** What a search and a brand filter find, page after page, in every order. */
describe('searches and brand filters, page by page', () => {
  it('finds a brand listed after earlier searches for its text', async () => {
    const url = `/api/listings?q=${solo.toLowerCase()}&limit=2`;
    expect(await allPages(url)).toEqual(soloIds.toReversed());
    const seller = await createUser(ctx.db);
    const second = await createListing(ctx.db, seller.id, {
      brand: `${solo} Two`,
      price: '600.00',
    });
    expect(await allPages(url)).toEqual([second.id, ...soloIds.toReversed()]);
  });

  it('finds text in a brand written with accents, spaces and capitals, and only as written', async () => {
    const seller = await createUser(ctx.db);
    const label = `Garçon ${token} Label`;
    const fresh = await createListing(ctx.db, seller.id, { brand: label, price: '500.00' });
    for (const text of [`garçon ${token}`, `ÇON ${token} LA`, `${token} label`]) {
      const url = `/api/listings?q=${encodeURIComponent(text)}&limit=2`;
      expect(await allPages(url), text).toEqual([fresh.id]);
    }
    // Text found in the brand's key but not in the brand as written (its spaces and cedilla
    // dropped) finds nothing.
    const keyOnly = `/api/listings?q=${encodeURIComponent(`garcon${token}`)}&limit=2`;
    expect(await allPages(keyOnly)).toEqual([]);
  });

  it('reads a filter of several brands newest first and by price, page after page', async () => {
    const url = `/api/listings?brand=${planned.toLowerCase()}&brand=${encodeURIComponent(rare)}&limit=2`;
    // The rare listing was made last: newest first, then the planned ones from the last made.
    expect(await allPages(url)).toEqual([...made.rare, ...made.planned.toReversed()]);
    expect(await allPages(`${url}&sort=price_asc`)).toEqual([...made.planned, ...made.rare]);
  });

  it('pages a rare and a common brand in price order', async () => {
    expect(await allPages(`/api/listings?brand=${rare}&sort=price_asc&limit=2`)).toEqual(made.rare);
    // Priced $50 to $130 in the order they were made: dearest first is the last made first.
    expect(await allPages(`/api/listings?brand=${common}&sort=price_desc&limit=2`)).toEqual(
      made.common.toReversed(),
    );
  });

  it('finds a text of punctuation only', async () => {
    const seller = await createUser(ctx.db);
    const levis = await createListing(ctx.db, seller.id, { brand: `Levi's ${token}` });
    expect(await allPages(`/api/listings?q=${encodeURIComponent("'")}&limit=2`)).toEqual([
      levis.id,
    ]);
  });

  it('applies every other filter, sort and later page to a search', async () => {
    const text = planned.toLowerCase();
    const url = `/api/listings?q=${text}&size=m&maxPrice=30&sort=price_desc&limit=2`;
    expect(await allPages(url)).toEqual(made.planned.slice(0, 3).toReversed());
    expect(await allPages(`/api/listings?q=${text}&status=sold&limit=2`)).toEqual([]);
  });
});
