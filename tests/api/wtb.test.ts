import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { wtbListings } from '@/server/db/schema';
import { wtbListingSchema, wtbPageSchema, type WtbListing } from '@/shared/schemas/wtb';
import { createUser, createWtb, uniqueToken } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

async function getBoard(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/wtb-listings${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return wtbPageSchema.parse(response.json());
}

describe('GET /api/wtb-listings', () => {
  it('lists open requests newest-bumped first and never fulfilled ones', async () => {
    const buyer = await createUser(ctx.db);
    const older = await createWtb(ctx.db, buyer.id, { brand: 'BoardBrand' });
    const newer = await createWtb(ctx.db, buyer.id, { brand: 'BoardBrand' });
    const found = await createWtb(ctx.db, buyer.id, { brand: 'BoardBrand' });
    await ctx.db
      .update(wtbListings)
      .set({ bumpedAt: new Date(Date.now() - 60_000) })
      .where(eq(wtbListings.id, older.id));
    await ctx.db
      .update(wtbListings)
      .set({ isFulfilled: true, fulfilledAt: new Date() })
      .where(eq(wtbListings.id, found.id));

    const board = await getBoard('?q=boardbrand');
    expect(board.wtbListings.map((w) => w.id)).toEqual([newer.id, older.id]);
    expect(board.wtbListings[0]).toMatchObject({
      maxPrice: newer.maxPrice,
      isFulfilled: false,
      buyer: { id: buyer.id, username: buyer.username, profileImageUrl: null },
    });
  });

  it('matches the search term in the title or the brand, case-insensitively and literally', async () => {
    const buyer = await createUser(ctx.db);
    const byTitle = await createWtb(ctx.db, buyer.id, {
      title: 'Vintage Zebra Fleece',
      brand: 'Polar',
    });
    const byBrand = await createWtb(ctx.db, buyer.id, { title: 'Any jacket', brand: 'ZEBRAWORKS' });
    const literal = await createWtb(ctx.db, buyer.id, { title: '50% off hunt', brand: 'Misc' });

    const ids = async (q: string) => (await getBoard(`?q=${q}`)).wtbListings.map((w) => w.id);
    expect((await ids('zebra')).sort()).toEqual([byTitle.id, byBrand.id].sort());
    expect(await ids('ZEBRAW')).toEqual([byBrand.id]);
    expect(await ids('50%25')).toEqual([literal.id]);
    // The title and brand are matched separately, never across the space between them.
    expect(await ids('fleece%20polar')).toEqual([]);
  });

  it('paginates with a cursor and validates limit and cursor', async () => {
    const buyer = await createUser(ctx.db);
    for (let i = 0; i < 3; i += 1) await createWtb(ctx.db, buyer.id, { brand: 'PagedWtb' });
    const first = await getBoard('?q=PagedWtb&limit=2');
    expect(first.wtbListings).toHaveLength(2);
    const second = await getBoard(`?q=PagedWtb&limit=2&cursor=${first.nextCursor}`);
    expect(second.wtbListings).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const all = [...first.wtbListings, ...second.wtbListings].map((w) => w.id);
    expect(new Set(all).size).toBe(3);

    const badLimit = await ctx.app.inject({ method: 'GET', url: '/api/wtb-listings?limit=-1' });
    expect(badLimit.statusCode).toBe(400);
    const badCursor = await ctx.app.inject({ method: 'GET', url: '/api/wtb-listings?cursor=x' });
    expect(badCursor.statusCode).toBe(400);
  });
});

describe('GET /api/wtb-listings/:id', () => {
  it('returns one request, 404 for an unknown id and 400 for a malformed one', async () => {
    const buyer = await createUser(ctx.db);
    const wtb = await createWtb(ctx.db, buyer.id, { description: null });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/wtb-listings/${wtb.id}` });
    expect(response.statusCode).toBe(200);
    expect(wtbListingSchema.parse(response.json())).toMatchObject({
      id: wtb.id,
      description: null,
    });

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/wtb-listings/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'WTB listing not found' });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/wtb-listings/42' });
    expect(malformed.statusCode).toBe(400);
  });
});

/**
 * The board's reads filter and page with SQL fragments (the keyset cursor, the title-or-brand
 * search) and format timestamps in PostgreSQL, so every field of what the board, one request and
 * a buyer's page answer is checked here.
 */
describe('WTB reads: every field', () => {
  it('answers the same complete request on the board, by id and on the buyer page', async () => {
    const buyer = await createUser(ctx.db, { profileImageUrl: '/uploads/p/buyer.webp' });
    const brand = `Fields${uniqueToken()}`;
    const createdAt = new Date('2026-10-01T08:00:00.123Z');
    const bumpedAt = new Date('2026-10-02T09:30:00.456Z');
    const wtb = await createWtb(ctx.db, buyer.id, {
      title: 'Field check hunt',
      description: null,
      brand,
      size: 'XL',
      maxPrice: '150.5',
      createdAt,
      bumpedAt,
    });
    const expected: WtbListing = {
      id: wtb.id,
      title: 'Field check hunt',
      brand,
      size: 'XL',
      maxPrice: '150.50',
      description: null,
      createdAt: createdAt.toISOString(),
      bumpedAt: bumpedAt.toISOString(),
      isFulfilled: false,
      buyer: { id: buyer.id, username: buyer.username, profileImageUrl: '/uploads/p/buyer.webp' },
    };

    const board = await ctx.app.inject({ method: 'GET', url: `/api/wtb-listings?q=${brand}` });
    expect(board.json()).toEqual({ wtbListings: [expected], nextCursor: null });
    const one = await ctx.app.inject({ method: 'GET', url: `/api/wtb-listings/${wtb.id}` });
    expect(one.json()).toEqual(expected);
    const buyerPage = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${buyer.username}/wtb-listings`,
    });
    expect(buyerPage.json()).toEqual({ wtbListings: [expected], nextCursor: null });
  });
});
