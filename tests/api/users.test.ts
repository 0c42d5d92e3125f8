import { describe, expect, it } from 'vitest';
import { listingPageSchema } from '@/shared/schemas/listing';
import { publicUserSchema } from '@/shared/schemas/user';
import { wtbPageSchema } from '@/shared/schemas/wtb';
import { createListing, createUser, createWtb } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

describe('GET /api/users/:username', () => {
  it('returns the public profile with counts, in any letter case, and never the e-mail', async () => {
    const user = await createUser(ctx.db, { username: 'KicksDealer', isAdmin: true });
    await createListing(ctx.db, user.id);
    await createListing(ctx.db, user.id);
    await createListing(ctx.db, user.id, { isSold: true, soldAt: new Date() });
    await createWtb(ctx.db, user.id);
    await createWtb(ctx.db, user.id, { isFulfilled: true, fulfilledAt: new Date() });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/kicksdealer' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(publicUserSchema.strict().parse(body)).toEqual({
      id: user.id,
      username: 'KicksDealer',
      profileImageUrl: null,
      isAdmin: true,
      createdAt: user.createdAt.toISOString(),
      activeListingCount: 2,
      soldListingCount: 1,
      wtbListingCount: 1,
    });
    expect(JSON.stringify(body)).not.toContain(user.email);
  });

  it('answers 404 with a message on all three routes for an unknown username', async () => {
    for (const path of ['', '/listings', '/wtb-listings']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/users/nobodyhere${path}` });
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({ message: 'User not found' });
    }
  });
});

describe('GET /api/users/:username/listings', () => {
  it("lists the user's listings, filtered by status and paginated", async () => {
    const seller = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const active = await createListing(ctx.db, seller.id);
    const sold = await createListing(ctx.db, seller.id, { isSold: true, soldAt: new Date() });
    await createListing(ctx.db, other.id);

    const get = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/users/${seller.username}/listings${query}`,
      });
      expect(response.statusCode).toBe(200);
      return listingPageSchema.parse(response.json());
    };
    expect((await get('')).listings.map((l) => l.id).sort()).toEqual([active.id, sold.id].sort());
    expect((await get('?status=active')).listings.map((l) => l.id)).toEqual([active.id]);
    expect((await get('?status=sold')).listings.map((l) => l.id)).toEqual([sold.id]);

    const firstPage = await get('?limit=1');
    expect(firstPage.listings).toHaveLength(1);
    const secondPage = await get(`?limit=1&cursor=${firstPage.nextCursor}`);
    expect(secondPage.listings).toHaveLength(1);
    expect(secondPage.listings[0]!.id).not.toBe(firstPage.listings[0]!.id);
    expect(secondPage.nextCursor).toBeNull();

    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${seller.username}/listings?status=deleted`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'status must be one of: active, available, sold, all' });
  });
});

describe('GET /api/users/:username/wtb-listings', () => {
  it('lists only open requests of that user', async () => {
    const buyer = await createUser(ctx.db);
    const open = await createWtb(ctx.db, buyer.id);
    await createWtb(ctx.db, buyer.id, { isFulfilled: true, fulfilledAt: new Date() });
    await createWtb(ctx.db, (await createUser(ctx.db)).id);

    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${buyer.username}/wtb-listings`,
    });
    expect(response.statusCode).toBe(200);
    const page = wtbPageSchema.parse(response.json());
    expect(page.wtbListings.map((w) => w.id)).toEqual([open.id]);
    expect(page.wtbListings[0]!.buyer).toEqual({
      id: buyer.id,
      username: buyer.username,
      profileImageUrl: null,
    });
  });
});
