import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema';
import { listingPageSchema, listingSchema, type Listing } from '@/shared/schemas/listing';
import { createListing, createUser, fakeImages, uniqueToken } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

async function getPage(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/listings${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return listingPageSchema.parse(response.json());
}

/** Sets a listing's feed position directly, as a bump will. */
async function setBumpedAt(id: string, at: Date) {
  await ctx.db.update(listings).set({ bumpedAt: at }).where(eq(listings.id, id));
}

describe('GET /api/listings', () => {
  it('returns listings newest-bumped first with their seller and images in order', async () => {
    const seller = await createUser(ctx.db, { isAdmin: true, profileImageUrl: '/uploads/p/a.png' });
    const images = fakeImages(3);
    const older = await createListing(ctx.db, seller.id, { brand: 'OrderTestBrand' }, images);
    const newer = await createListing(ctx.db, seller.id, { brand: 'OrderTestBrand' });
    await setBumpedAt(older.id, new Date(Date.now() - 60_000));

    const page = await getPage('?q=ordertestbrand');
    expect(page.listings.map((l) => l.id)).toEqual([newer.id, older.id]);
    const first = page.listings[1]!;
    expect(first.seller).toEqual({
      username: seller.username,
      profileImageUrl: '/uploads/p/a.png',
      isAdmin: true,
    });
    expect(first.images).toEqual(images.map((i) => i.url));
    expect(first.thumbnails).toEqual(images.map((i) => i.thumbnailUrl));
    expect(first.sellerId).toBe(seller.id);
    expect(page.nextCursor).toBeNull();
  });

  it('serialises prices as exact decimal strings and carries sold and discount state', async () => {
    const seller = await createUser(ctx.db);
    const soldAt = new Date('2026-11-01T10:00:00.000Z');
    const listing = await createListing(ctx.db, seller.id, {
      brand: 'ShapeBrand',
      price: '1234.5',
      originalPrice: '2000',
      isDiscounted: true,
      isSold: true,
      soldAt,
    });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(response.statusCode).toBe(200);
    const body = listingSchema.parse(response.json());
    expect(body).toMatchObject({
      price: '1234.50',
      originalPrice: '2000.00',
      isDiscounted: true,
      isSold: true,
      soldAt: soldAt.toISOString(),
      brand: 'ShapeBrand',
    });
    expect(response.json()).not.toHaveProperty('seller.email');
  });

  it('pages with a keyset cursor: no duplicates and no gaps while listings are bumped', async () => {
    const seller = await createUser(ctx.db);
    const base = Date.now() - 10 * 60_000;
    const created: string[] = [];
    for (let i = 0; i < 25; i += 1) {
      const listing = await createListing(ctx.db, seller.id, { brand: 'PagingBrand' });
      await setBumpedAt(listing.id, new Date(base + i * 1000));
      created.push(listing.id);
    }
    // Two listings share one timestamp: the id breaks the tie, so neither is lost.
    await setBumpedAt(created[10]!, new Date(base + 9000));

    const seen: Listing[] = [];
    let page = await getPage('?q=PagingBrand&limit=10');
    seen.push(...page.listings);
    // Between pages, bump one listing already seen and one not yet seen.
    const alreadySeen = page.listings[3]!.id;
    const notYetSeen = created[2]!;
    await setBumpedAt(alreadySeen, new Date());
    await setBumpedAt(notYetSeen, new Date());
    while (page.nextCursor) {
      page = await getPage(`?q=PagingBrand&limit=10&cursor=${page.nextCursor}`);
      seen.push(...page.listings);
    }
    const ids = seen.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every listing that did not move is seen exactly once; the moved one is at the top next time.
    const unmoved = created.filter((id) => id !== notYetSeen);
    expect(ids.filter((id) => id !== notYetSeen).sort()).toEqual(unmoved.sort());
    const fresh = await getPage('?q=PagingBrand&limit=2');
    expect(fresh.listings.map((l) => l.id).sort()).toEqual([alreadySeen, notYetSeen].sort());
  });

  it('uses a default page size of 48 and refuses a limit outside 1 to 100', async () => {
    const seller = await createUser(ctx.db);
    await ctx.db.execute(sql`
      insert into listings (seller_id, title, brand, category, size, condition, price)
      select ${seller.id}, 'Bulk tee ' || n, 'BulkBrand', 'Tops', 'M', 'Used', 10
      from generate_series(1, 50) n`);
    const page = await getPage('?q=BulkBrand');
    expect(page.listings).toHaveLength(48);
    expect(page.nextCursor).not.toBeNull();
    const rest = await getPage(`?q=BulkBrand&cursor=${page.nextCursor}`);
    expect(rest.listings).toHaveLength(2);

    for (const limit of ['-1', '0', '101', 'ten', '2.5']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/listings?limit=${limit}` });
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toEqual({ message: 'limit must be a whole number from 1 to 100' });
    }
  });

  it('refuses a malformed cursor with 400', async () => {
    for (const cursor of [
      'garbage',
      Buffer.from('2026-01-01T00:00:00Z|not-a-uuid').toString('base64url'),
      Buffer.from('yesterday|00000000-0000-0000-0000-000000000000').toString('base64url'),
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/listings?cursor=${cursor}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/cursor is not valid/);
    }
  });

  it('searches brands case-insensitively by substring, with % and _ taken literally', async () => {
    const seller = await createUser(ctx.db);
    const stone = await createListing(ctx.db, seller.id, { brand: 'Stone Island' });
    const percent = await createListing(ctx.db, seller.id, { brand: '100% Wool Co' });
    const underscore = await createListing(ctx.db, seller.id, { brand: 'Snake_Case' });
    await createListing(ctx.db, seller.id, { brand: 'SnakeXCase' });

    expect((await getPage('?q=ONE%20ISL')).listings.map((l) => l.id)).toEqual([stone.id]);
    expect((await getPage('?q=%25')).listings.map((l) => l.id)).toEqual([percent.id]);
    expect((await getPage('?q=e_c')).listings.map((l) => l.id)).toEqual([underscore.id]);
    expect((await getPage('?q=NoSuchBrandAnywhere')).listings).toEqual([]);
    // A blank term is no search at all.
    const all = await getPage('?q=%20%20&limit=100');
    expect(all.listings.length).toBeGreaterThanOrEqual(4);
  });
});

describe('GET /api/listings/:id', () => {
  it('answers 404 with a message for an unknown id and 400 for a malformed one', async () => {
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/listings/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Listing not found' });

    const malformed = await ctx.app.inject({ method: 'GET', url: "/api/listings/1'%20or%201=1" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Invalid id: expected a UUID' });
  });

  it('returns a listing without images as an empty list', async () => {
    const seller = await createUser(ctx.db);
    const listing = await createListing(ctx.db, seller.id, {}, []);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(response.json()).toMatchObject({ images: [], thumbnails: [] });
  });
});

/**
 * The listing reads build their rows from SQL fragments the query builder cannot type (the keyset
 * cursor, the brand search, timestamps formatted by PostgreSQL, photos folded into arrays), so
 * every field of what the feed, one listing and a seller's page answer is checked here.
 */
describe('listing reads: every field', () => {
  it('answers the same complete listing from the feed, by id and on the seller page', async () => {
    const seller = await createUser(ctx.db, { profileImageUrl: '/uploads/p/shape.webp' });
    const brand = `Fields${uniqueToken()}`;
    const images = fakeImages(2);
    const createdAt = new Date('2026-10-01T08:00:00.123Z');
    const bumpedAt = new Date('2026-10-02T09:30:00.456Z');
    const soldAt = new Date('2026-10-03T10:45:00.789Z');
    const discountedAt = new Date('2026-10-02T08:15:00.321Z');
    const text = {
      title: 'Field check jacket',
      description: 'Every field, once.',
      brand,
      category: 'Outerwear',
      size: 'L',
      condition: 'Gently used',
    } as const;
    const sold = await createListing(
      ctx.db,
      seller.id,
      {
        ...text,
        price: '80',
        originalPrice: '100',
        isDiscounted: true,
        discountedAt,
        isSold: true,
        soldAt,
        createdAt,
        bumpedAt,
      },
      images,
    );
    const bare = await createListing(
      ctx.db,
      seller.id,
      { brand, description: null, createdAt, bumpedAt: createdAt },
      [],
    );

    const expected: Listing = {
      id: sold.id,
      sellerId: seller.id,
      seller: {
        username: seller.username,
        profileImageUrl: '/uploads/p/shape.webp',
        isAdmin: false,
      },
      ...text,
      price: '80.00',
      originalPrice: '100.00',
      isDiscounted: true,
      isSold: true,
      soldAt: soldAt.toISOString(),
      createdAt: createdAt.toISOString(),
      bumpedAt: bumpedAt.toISOString(),
      discountedAt: discountedAt.toISOString(),
      images: images.map((image) => image.url),
      thumbnails: images.map((image) => image.thumbnailUrl),
    };
    const expectedBare: Listing = {
      id: bare.id,
      sellerId: seller.id,
      seller: expected.seller,
      title: bare.title,
      brand,
      category: bare.category,
      size: bare.size,
      condition: bare.condition,
      price: bare.price,
      description: null,
      originalPrice: null,
      isDiscounted: false,
      isSold: false,
      soldAt: null,
      createdAt: createdAt.toISOString(),
      bumpedAt: createdAt.toISOString(),
      discountedAt: null,
      images: [],
      thumbnails: [],
    };

    const feed = await ctx.app.inject({ method: 'GET', url: `/api/listings?q=${brand}` });
    expect(feed.json()).toEqual({ listings: [expected, expectedBare], nextCursor: null });
    const one = await ctx.app.inject({ method: 'GET', url: `/api/listings/${sold.id}` });
    expect(one.json()).toEqual(expected);
    const sellerPage = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${seller.username}/listings`,
    });
    expect(sellerPage.json()).toEqual({ listings: [expected, expectedBare], nextCursor: null });
  });
});
