import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './auth-helpers';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';
import { freshBrand, matchingClient, type Account } from './wtb-matching-helpers';

// One buyer posts many requests here; the daily quota has tests of its own (quotas.test.ts).
const ctx = useTestApp(() => ({ WTB_QUOTA_PER_DAY: '1000' }));
const client = matchingClient(ctx);
let buyer: Account;
let seller: Account;
let photos: string[];

beforeAll(async () => {
  buyer = await createAccount(ctx.app);
  seller = await createAccount(ctx.app);
  photos = await uploadedPhotos(ctx.app, seller);
});

describe('a listing that matches an open WTB request', () => {
  it('notifies the buyer with the listing, its price and their budget, and shows on both sides', async () => {
    const brand = freshBrand();
    const wtb = await client.postWtb(buyer, { brand, size: 'L', maxPrice: '200' });
    const cheap = await client.postListing(seller, photos, {
      brand,
      size: 'L',
      price: '150',
      title: 'Shell jacket',
    });
    const alerts = await client.alertsAbout(buyer, cheap.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: 'A listing matches your WTB: Shell jacket, $150.00',
      body: `${brand} · size L · your budget $200.00`,
      url: `/listing/${cheap.id}`,
      readAt: null,
    });
    expect(await client.matchIds(wtb.id)).toEqual([cheap.id]);
    const wanted = await client.wantedBy(cheap.id);
    expect(wanted.count).toBe(1);
    expect(wanted.requests.map((request) => request.id)).toEqual([wtb.id]);
  });

  it.each([
    ['brand', { brand: 'Other' }],
    ['size', { size: 'M' }],
    ['price', { price: '200.01' }],
  ])('does not match when the %s differs', async (_, change) => {
    const brand = freshBrand();
    const wtb = await client.postWtb(buyer, { brand, size: 'L', maxPrice: '200' });
    const listing = await client.postListing(seller, photos, { brand, size: 'L', ...change });
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(0);
    expect(await client.matchIds(wtb.id)).toEqual([]);
    expect((await client.wantedBy(listing.id)).count).toBe(0);
  });

  it('matches a price exactly at the budget', async () => {
    const brand = freshBrand();
    await client.postWtb(buyer, { brand, maxPrice: '200' });
    const listing = await client.postListing(seller, photos, { brand, price: '200.00' });
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(1);
  });

  it("does not match the buyer's own listing", async () => {
    const brand = freshBrand();
    const wtb = await client.postWtb(buyer, { brand });
    const buyerPhotos = await uploadedPhotos(ctx.app, buyer);
    const own = await client.postListing(buyer, buyerPhotos, { brand });
    expect(await client.alertsAbout(buyer, own.id)).toHaveLength(0);
    expect(await client.matchIds(wtb.id)).toEqual([]);
  });

  it('does not match a fulfilled request, whose matches are empty', async () => {
    const brand = freshBrand();
    const wtb = await client.postWtb(buyer, { brand });
    await client.send('PUT', `/api/wtb-listings/${wtb.id}/fulfill`, buyer);
    const listing = await client.postListing(seller, photos, { brand });
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(0);
    expect(await client.matchIds(wtb.id)).toEqual([]);
    expect((await client.wantedBy(listing.id)).count).toBe(0);
  });

  it('drops a sold listing from the matches and its wanted-by', async () => {
    const brand = freshBrand();
    const wtb = await client.postWtb(buyer, { brand });
    const listing = await client.postListing(seller, photos, { brand });
    expect(await client.matchIds(wtb.id)).toEqual([listing.id]);
    await client.send('PATCH', `/api/listings/${listing.id}/sold`, seller);
    expect(await client.matchIds(wtb.id)).toEqual([]);
    expect(await client.wantedBy(listing.id)).toEqual({ count: 0, requests: [] });
  });
});

describe('spellings of one brand and one size', () => {
  it.each([
    ['CDG', 'Large', 'Comme des Garçons', 'L'],
    ['BAPE', 'XL', 'A Bathing Ape', 'xl'],
    ['TNF', 'X-Large', 'The North Face', 'XL'],
    ["Arc'teryx", 'US 10.5', 'Arcteryx', '10½'],
    ['Stüssy', 'Any', 'stussy', 'M'],
    ['Supreme', 'One Size', 'SUPREME', 'OS'],
  ])(
    'a request for %s in %s matches a listing of %s in %s',
    async (wantBrand, wantSize, brand, size) => {
      const other = await createAccount(ctx.app);
      await client.postWtb(other, { brand: wantBrand, size: wantSize, maxPrice: '300' });
      const listing = await client.postListing(seller, photos, { brand, size, price: '299' });
      expect(await client.alertsAbout(other, listing.id)).toHaveLength(1);
    },
  );
});

describe('each pair alerts once', () => {
  it('edits of a matching listing do not alert again', async () => {
    const brand = freshBrand();
    await client.postWtb(buyer, { brand });
    const listing = await client.postListing(seller, photos, { brand });
    for (const title of ['Shell jacket, again', 'Shell jacket, once more']) {
      const response = await client.send('PUT', `/api/listings/${listing.id}`, seller, {
        title,
        brand,
        category: 'Outerwear',
        size: 'L',
        condition: 'Gently used',
        images: photos,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(1);
  });

  it('a listing edited into a match alerts', async () => {
    const brand = freshBrand();
    await client.postWtb(buyer, { brand, size: 'M' });
    const listing = await client.postListing(seller, photos, { brand, size: 'L' });
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(0);
    const response = await client.send('PUT', `/api/listings/${listing.id}`, seller, {
      title: 'Shell jacket',
      brand,
      category: 'Outerwear',
      size: 'Med',
      condition: 'Gently used',
      images: photos,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(1);
  });

  it('a discount under the budget is a new match; another discount is not', async () => {
    const brand = freshBrand();
    await client.postWtb(buyer, { brand, maxPrice: '100' });
    const listing = await client.postListing(seller, photos, { brand, price: '150' });
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(0);
    const discount = (newPrice: string) =>
      client.send('PATCH', `/api/listings/${listing.id}/discount`, seller, { newPrice });
    expect((await discount('90')).statusCode).toBe(200);
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(1);
    expect((await discount('80')).statusCode).toBe(200);
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(1);
  });

  it('a price drop under a budget the listing had been priced out of alerts again', async () => {
    const brand = freshBrand();
    const wtb = await client.postWtb(buyer, { brand, maxPrice: '200' });
    const listing = await client.postListing(seller, photos, { brand, price: '150' });
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(1);
    // The buyer lowers their budget under the price, then the seller drops the price under it.
    const edit = await client.send('PUT', `/api/wtb-listings/${wtb.id}`, buyer, {
      title: 'Looking for a jacket',
      brand,
      size: 'L',
      maxPrice: '120',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const response = await client.send('PATCH', `/api/listings/${listing.id}/discount`, seller, {
      newPrice: '110',
    });
    expect(response.statusCode).toBe(200);
    const alerts = await client.alertsAbout(buyer, listing.id);
    expect(alerts).toHaveLength(2);
    expect(alerts[1]!.title).toBe('A listing matches your WTB: Box Logo Hoodie, $110.00');
  });
});

describe('a new or edited request', () => {
  it('shows the listings that already match, newest first, without notifying them, ever', async () => {
    const brand = freshBrand();
    const older = await client.postListing(seller, photos, { brand, price: '100' });
    const newer = await client.postListing(seller, photos, { brand, price: '120' });
    const wtb = await client.postWtb(buyer, { brand });
    expect(await client.matchIds(wtb.id)).toEqual([newer.id, older.id]);
    const discount = await client.send('PATCH', `/api/listings/${older.id}/discount`, seller, {
      newPrice: '95',
    });
    expect(discount.statusCode).toBe(200);
    expect(await client.alertsAbout(buyer, older.id)).toHaveLength(0);
    expect(await client.alertsAbout(buyer, newer.id)).toHaveLength(0);
  });

  it('edited to match an existing listing, shows it without notifying', async () => {
    const brand = freshBrand();
    const listing = await client.postListing(seller, photos, { brand });
    const wtb = await client.postWtb(buyer, { brand: freshBrand() });
    const edit = await client.send('PUT', `/api/wtb-listings/${wtb.id}`, buyer, {
      title: 'Looking for a jacket',
      brand,
      size: 'L',
      maxPrice: '200',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await client.matchIds(wtb.id)).toEqual([listing.id]);
    expect(await client.alertsAbout(buyer, listing.id)).toHaveLength(0);
  });
});
