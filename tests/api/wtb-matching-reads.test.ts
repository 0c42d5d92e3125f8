import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings, wtbListings, wtbMatchAlerts } from '@/server/db/schema';
import { fillMissingMatchKeys } from '@/server/matching/backfill';
import { alertListingMatches } from '@/server/matching/service';
import { createListing, createWtb, listingValues, wtbValues } from '../factories';
import { createAccount } from './auth-helpers';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';
import { freshBrand, matchingClient, type Account } from './wtb-matching-helpers';

const ctx = useTestApp();
const client = matchingClient(ctx);
let buyer: Account;
let seller: Account;
let photos: string[];

beforeAll(async () => {
  buyer = await createAccount(ctx.app);
  seller = await createAccount(ctx.app);
  photos = await uploadedPhotos(ctx.app, seller);
});

function wanting(who: Account | null, query: string) {
  return client.send('GET', `/api/wtb-listings/wanting?${query}`, who);
}

describe('GET /api/wtb-listings/wanting', () => {
  it("counts the open requests a listing with these fields would match, not the caller's own", async () => {
    const brand = freshBrand();
    const wtb = await client.postWtb(buyer, { brand, size: 'Large', maxPrice: '200' });
    const query = `brand=${encodeURIComponent(brand.toUpperCase())}&size=l&price=199.99`;
    const response = await wanting(seller, query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      count: 1,
      requests: [{ id: wtb.id, buyer: { username: buyer.user.username } }],
    });
    expect((await wanting(buyer, query)).json()).toEqual({ count: 0, requests: [] });
    const over = `brand=${encodeURIComponent(brand)}&size=L&price=200.01`;
    expect((await wanting(seller, over)).json()).toEqual({ count: 0, requests: [] });
  });

  it('is for signed-in people only', async () => {
    expect((await wanting(null, 'brand=Nike&size=L&price=10')).statusCode).toBe(401);
  });

  it.each([
    ['size=L&price=10', 'Brand is required'],
    ['brand=Nike&price=10', 'Size is required'],
    ['brand=Nike&size=L', 'Price is required'],
    ['brand=Nike&size=L&price=abc', 'Price must be a positive number up to $10,000,000'],
    ['brand=Nike&size=TOOLONG&price=10', 'Size must be less than 5 characters'],
  ])('answers 400 to %s', async (query, message) => {
    const response = await wanting(seller, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('missing posts', () => {
  it('answers 404 for the matches of a missing request and the wanted-by of a missing listing', async () => {
    const matches = await client.send('GET', `/api/wtb-listings/${randomUUID()}/matches`, null);
    expect(matches.statusCode).toBe(404);
    expect(matches.json()).toEqual({ message: 'WTB listing not found' });
    const wanted = await client.send('GET', `/api/listings/${randomUUID()}/wanted-by`, null);
    expect(wanted.statusCode).toBe(404);
    expect(wanted.json()).toEqual({ message: 'Listing not found' });
  });
});

describe('wanted-by', () => {
  it('counts every matching request and lists the newest twenty', async () => {
    const brand = freshBrand();
    for (let i = 0; i < 21; i += 1) {
      await createWtb(ctx.db, buyer.user.id, { brand, size: 'Any', maxPrice: '500' });
    }
    const listing = await client.postListing(seller, photos, { brand });
    const wanted = await client.wantedBy(listing.id);
    expect(wanted.count).toBe(21);
    expect(wanted.requests).toHaveLength(20);
  });
});

describe('the transaction of a change', () => {
  it('a rolled-back change leaves no notification and no alerted pair', async () => {
    const brand = freshBrand();
    const wtb = await client.postWtb(buyer, { brand });
    const listing = await createListing(ctx.db, seller.user.id, { brand, size: 'L', price: '50' });
    await expect(
      ctx.db.transaction(async (tx) => {
        await alertListingMatches(tx, { kind: 'created', listingId: listing.id });
        throw new Error('the change failed after matching');
      }),
    ).rejects.toThrow('the change failed after matching');
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(0);
    const pairs = await ctx.db
      .select()
      .from(wtbMatchAlerts)
      .where(eq(wtbMatchAlerts.wtbId, wtb.id));
    expect(pairs).toHaveLength(0);
    // The same change committed alerts once.
    await ctx.db.transaction((tx) =>
      alertListingMatches(tx, { kind: 'created', listingId: listing.id }),
    );
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(1);
  });
});

describe('rows stored before the match keys', () => {
  it('get their keys at start, from the same rules as every write', async () => {
    const [listing] = await ctx.db
      .insert(listings)
      .values(listingValues(seller.user.id, { brand: 'Comme des Garçons', size: 'Large' }))
      .returning({ id: listings.id });
    const [wtb] = await ctx.db
      .insert(wtbListings)
      .values(wtbValues(buyer.user.id, { brand: 'CDG', size: 'One Size' }))
      .returning({ id: wtbListings.id });
    await fillMissingMatchKeys(ctx.db);
    const [listingKeys] = await ctx.db
      .select({ brand: listings.matchBrand, size: listings.matchSize })
      .from(listings)
      .where(eq(listings.id, listing!.id));
    expect(listingKeys).toEqual({ brand: 'commedesgarcons', size: 'L' });
    const [wtbKeys] = await ctx.db
      .select({ brand: wtbListings.matchBrand, size: wtbListings.matchSize })
      .from(wtbListings)
      .where(eq(wtbListings.id, wtb!.id));
    expect(wtbKeys).toEqual({ brand: 'commedesgarcons', size: '*' });
  });
});
