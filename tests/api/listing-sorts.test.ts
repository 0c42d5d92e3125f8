import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema';
import { createListing, createUser, uniqueToken } from '../factories';
import { expectRefused, getListingPage, pageIds, walkPages } from './listing-queries';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const INVALID_CURSOR = 'cursor is not valid: start again from the first page';
const SORTS = ['newest', 'price_asc', 'price_desc', 'recently_reduced'];

/** Listings of one new brand at these prices, created in this order; ids sorted like uuids. */
async function listingsAt(prices: string[], extra: Parameters<typeof createListing>[2] = {}) {
  const seller = await createUser(ctx.db);
  const brand = `srt${uniqueToken()}`;
  const made = [];
  for (const price of prices) {
    made.push(await createListing(ctx.db, seller.id, { brand, price, ...extra }));
  }
  return { brand, made };
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : 1);

describe('GET /api/listings sorts', () => {
  it('sorts by price both ways, the id breaking ties in the same direction', async () => {
    const { brand, made } = await listingsAt(['30.00', '10.00', '20.00', '20.00']);
    const [thirty, ten, ...twenties] = made;
    const tied = [...twenties].sort(byId).map((l) => l!.id);
    const ascending = [ten!.id, ...tied, thirty!.id];
    expect(await pageIds(ctx.app, `/api/listings?q=${brand}&sort=price_asc`)).toEqual(ascending);
    expect(await pageIds(ctx.app, `/api/listings?q=${brand}&sort=price_desc`)).toEqual(
      [...ascending].reverse(),
    );
  });

  it('sorts newest bump first by default and with sort=newest', async () => {
    const { brand, made } = await listingsAt(['10.00', '20.00', '30.00']);
    await ctx.db
      .update(listings)
      .set({ bumpedAt: new Date(Date.now() + 60_000) })
      .where(eq(listings.id, made[0]!.id));
    const expected = [made[0]!.id, made[2]!.id, made[1]!.id];
    expect(await pageIds(ctx.app, `/api/listings?q=${brand}`)).toEqual(expected);
    expect(await pageIds(ctx.app, `/api/listings?q=${brand}&sort=newest`)).toEqual(expected);
  });

  it('recently_reduced shows only reduced listings, the latest reduction first', async () => {
    const { brand, made } = await listingsAt(['10.00', '20.00', '30.00']);
    const reduce = (id: string, minutesAgo: number) =>
      ctx.db
        .update(listings)
        .set({
          isDiscounted: true,
          originalPrice: '40.00',
          discountedAt: new Date(Date.now() - minutesAgo * 60_000),
        })
        .where(eq(listings.id, id));
    await reduce(made[0]!.id, 5);
    await reduce(made[2]!.id, 50);
    expect(await pageIds(ctx.app, `/api/listings?q=${brand}&sort=recently_reduced`)).toEqual([
      made[0]!.id,
      made[2]!.id,
    ]);
  });

  it('gives each listing its last reduction time as discountedAt', async () => {
    const { brand, made } = await listingsAt(['50.00', '60.00'], {
      isDiscounted: true,
      originalPrice: '90.00',
      discountedAt: new Date(Date.now() - 3_600_000),
    });
    const page = await getListingPage(ctx.app, `/api/listings?q=${brand}&sort=recently_reduced`);
    expect(page.listings.map((l) => l.discountedAt)).toEqual([
      made[0]!.discountedAt!.toISOString(),
      made[1]!.discountedAt!.toISOString(),
    ]);
  });

  it('pages every sort with its own cursor, in the same order as one long page', async () => {
    const { brand } = await listingsAt(['15.00', '5.00', '25.00', '5.00', '35.00', '15.00'], {
      isDiscounted: true,
      originalPrice: '99.00',
      discountedAt: new Date('2026-11-01T00:00:00.000Z'),
    });
    for (const sort of SORTS) {
      const whole = await pageIds(ctx.app, `/api/listings?q=${brand}&sort=${sort}`);
      const paged = await walkPages(ctx.app, `/api/listings?q=${brand}&sort=${sort}&limit=2`);
      expect(
        paged.map((l) => l.id),
        sort,
      ).toEqual(whole);
      expect(whole, sort).toHaveLength(6);
    }
  });

  it('refuses a cursor made for another sort, or one this server did not make', async () => {
    const { brand } = await listingsAt(['10.00', '20.00', '30.00'], {
      isDiscounted: true,
      originalPrice: '99.00',
      discountedAt: new Date(),
    });
    const cursors: Record<string, string> = {};
    for (const sort of SORTS) {
      const url = `/api/listings?q=${brand}&sort=${sort}&limit=1`;
      cursors[sort] = (await getListingPage(ctx.app, url)).nextCursor!;
    }
    for (const [madeFor, cursor] of Object.entries(cursors)) {
      for (const sort of SORTS.filter((other) => other !== madeFor)) {
        await expectRefused(ctx.app, `/api/listings?sort=${sort}&cursor=${cursor}`, INVALID_CURSOR);
      }
    }
    const forged = (text: string) => Buffer.from(text).toString('base64url');
    const id = '3f2b8c1e-8a4d-4b7e-9c1a-2d3e4f5a6b7c';
    for (const [sort, text] of [
      ['price_asc', `price_asc|ten|${id}`],
      ['price_asc', `price_asc|10|${id}`],
      ['price_desc', `price_desc|10.00|42`],
      ['newest', `newest|2026-13-45|${id}`],
      ['recently_reduced', `recently_reduced|2026-11-01T00:00:00.000Z`],
      ['newest', `2026-11-01T00:00:00.000Z|${id}`],
    ]) {
      await expectRefused(
        ctx.app,
        `/api/listings?sort=${sort}&cursor=${forged(text!)}`,
        INVALID_CURSOR,
      );
    }
  });
});
