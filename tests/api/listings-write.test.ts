import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, listings, users } from '@/server/db/schema';
import { listingPageSchema, listingSchema, type Listing } from '@/shared/schemas/listing';
import { createAccount } from './auth-helpers';
import { listingFields, postListing } from './listing-requests';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let seller: Account;
let other: Account;
let admin: Account;

beforeAll(async () => {
  [seller, other, admin] = [
    await createAccount(ctx.app),
    await createAccount(ctx.app),
    await createAccount(ctx.app),
  ];
  await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
});

function call(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: Account | null,
  payload?: object,
) {
  return ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
}

async function create(who: Account, overrides: Record<string, unknown> = {}): Promise<Listing> {
  const response = await postListing(
    ctx.app,
    who,
    await uploadedPhotos(ctx.app, who, 1),
    overrides,
  );
  expect(response.statusCode, response.body).toBe(201);
  return listingSchema.parse(response.json());
}

async function age(id: string, hours: number) {
  const past = new Date(Date.now() - hours * 3600 * 1000);
  await ctx.db
    .update(listings)
    .set({ createdAt: past, bumpedAt: past, lastBumpedAt: null })
    .where(eq(listings.id, id));
}

async function firstOnFeed(brand: string): Promise<string | undefined> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/listings?q=${brand}&limit=5` });
  return listingPageSchema.parse(response.json()).listings[0]?.id;
}

describe('POST /api/listings', () => {
  it('creates a listing with its photos in order and puts it at the top of the feed', async () => {
    const images = await uploadedPhotos(ctx.app, seller, 3);
    const reordered = [images[2]!, images[0]!, images[1]!];
    const response = await call('POST', '/api/listings', seller, {
      ...listingFields,
      brand: 'CreateBrand',
      price: '1234.5',
      images: reordered,
    });
    expect(response.statusCode, response.body).toBe(201);
    const listing = listingSchema.parse(response.json());
    expect(listing).toMatchObject({
      sellerId: seller.user.id,
      seller: { username: seller.user.username, isAdmin: false },
      title: 'Box Logo Hoodie',
      description: 'Worn twice.\nPit to pit 24"',
      price: '1234.50',
      originalPrice: null,
      isDiscounted: false,
      isSold: false,
      images: reordered,
      thumbnails: reordered.map((url) => url.replace(/\.webp$/, '-thumb.webp')),
    });
    expect(await firstOnFeed('CreateBrand')).toBe(listing.id);
  });

  it('refuses photos that are not this seller’s uploads, and too few or too many', async () => {
    const [othersPhoto] = await uploadedPhotos(ctx.app, other, 1);
    const [own] = await uploadedPhotos(ctx.app, seller, 1);
    const foreign = [
      othersPhoto,
      'https://evil.example/a.webp',
      'javascript:alert(1)',
      own!.replace(/\.webp$/, '-thumb.webp'),
      '/uploads/../x.webp',
    ];
    for (const url of foreign) {
      const response = await call('POST', '/api/listings', seller, {
        ...listingFields,
        brand: 'RefusedBrand',
        price: '10',
        images: [url],
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        message: 'Images must be photos you uploaded to Rotation for this listing',
      });
    }
    const none = await call('POST', '/api/listings', seller, {
      ...listingFields,
      brand: 'RefusedBrand',
      price: '10',
      images: [],
    });
    expect(none.json()).toEqual({ message: 'Please upload at least one image.' });
    const nine = await call('POST', '/api/listings', seller, {
      ...listingFields,
      brand: 'RefusedBrand',
      price: '10',
      images: Array(9).fill(own),
    });
    expect(nine.statusCode).toBe(400);
    expect(nine.json()).toEqual({ message: 'You can upload up to 8 images only.' });
    const badPrice = await call('POST', '/api/listings', seller, {
      ...listingFields,
      brand: 'RefusedBrand',
      price: '0',
      images: [own],
    });
    expect(badPrice.json()).toEqual({
      message: 'Price must be a positive number up to $10,000,000',
    });
    expect(await firstOnFeed('RefusedBrand')).toBeUndefined();
  });
});

describe('who may change a listing', () => {
  it('lets only the seller edit, discount, bump and mark sold: 401 visitor, 403 another user or an admin', async () => {
    const listing = await create(seller, { brand: 'MatrixBrand' });
    await age(listing.id, 48);
    const images = listing.images;
    const routes: ['PUT' | 'PATCH', string, object | undefined][] = [
      ['PUT', `/api/listings/${listing.id}`, { ...listingFields, title: 'Edited title', images }],
      // Bump before the discount: a 10% discount counts as the day's bump.
      ['PATCH', `/api/listings/${listing.id}/bump`, undefined],
      ['PATCH', `/api/listings/${listing.id}/discount`, { newPrice: '200' }],
      ['PATCH', `/api/listings/${listing.id}/sold`, undefined],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, `visitor ${url}`).toBe(401);
      const stranger = await call(method, url, other, payload);
      expect(stranger.statusCode, `other ${url}`).toBe(403);
      expect(stranger.json()).toEqual({ message: 'Only the seller can change this listing' });
      expect((await call(method, url, admin, payload)).statusCode, `admin ${url}`).toBe(403);
    }
    const untouched = await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(untouched.json()).toMatchObject({
      title: 'Box Logo Hoodie',
      price: '250.00',
      isSold: false,
    });

    for (const [method, url, payload] of routes) {
      const response = await call(method, url, seller, payload);
      expect(response.statusCode, `seller ${url}: ${response.body}`).toBe(200);
    }
    const final = await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(final.json()).toMatchObject({
      title: 'Edited title',
      price: '200.00',
      originalPrice: '250.00',
      isDiscounted: true,
      isSold: true,
    });
  });

  it('lets only admins delete, and deletion removes the photos and unlinks conversations', async () => {
    const listing = await create(seller, { brand: 'DeleteBrand' });
    const [conversation] = await ctx.db
      .insert(conversations)
      .values({ buyerId: other.user.id, sellerId: seller.user.id, listingId: listing.id })
      .returning();
    const url = `/api/admin/listings/${listing.id}`;
    expect((await call('DELETE', url, null)).statusCode).toBe(401);
    expect((await call('DELETE', url, other)).statusCode).toBe(403);
    const own = await call('DELETE', url, seller);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'Only admins can do this' });

    const deleted = await call('DELETE', url, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Listing deleted permanently' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: listing.images[0]! })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: listing.thumbnails[0]! })).statusCode).toBe(
      404,
    );
    const rows = await ctx.db.execute<{ listing_id: string | null }>(
      sql`select listing_id from conversations where id = ${conversation!.id}`,
    );
    expect(rows.rows).toEqual([{ listing_id: null }]);
    expect((await call('DELETE', url, admin)).statusCode).toBe(404);
  });
});

describe('rules', () => {
  it('makes sold final: no edit, discount, bump or second sale', async () => {
    const listing = await create(seller);
    expect((await call('PATCH', `/api/listings/${listing.id}/sold`, seller)).json()).toMatchObject({
      isSold: true,
      soldAt: expect.any(String),
    });
    for (const [method, url, payload] of [
      ['PUT', `/api/listings/${listing.id}`, { ...listingFields, images: listing.images }],
      ['PATCH', `/api/listings/${listing.id}/discount`, { newPrice: '100' }],
      ['PATCH', `/api/listings/${listing.id}/bump`, undefined],
      ['PATCH', `/api/listings/${listing.id}/sold`, undefined],
    ] as const) {
      const response = await call(method, url, seller, payload);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toEqual({
        message: 'This listing has been sold and can no longer be changed',
      });
    }
  });

  it('discounts only below the price, keeps the first original price, and 10% or more moves it to the top', async () => {
    const listing = await create(seller, { brand: 'DiscountBrand', price: '100' });
    await age(listing.id, 25);
    await create(seller, { brand: 'DiscountBrand' }); // now first
    for (const newPrice of ['100', '150']) {
      const response = await call('PATCH', `/api/listings/${listing.id}/discount`, seller, {
        newPrice,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'New price must be lower than current price' });
    }
    const invalid = await call('PATCH', `/api/listings/${listing.id}/discount`, seller, {
      newPrice: 'abc',
    });
    expect(invalid.json()).toEqual({ message: 'Price must be a positive number' });

    const small = await call('PATCH', `/api/listings/${listing.id}/discount`, seller, {
      newPrice: '95',
    });
    expect(small.json()).toMatchObject({
      price: '95.00',
      originalPrice: '100.00',
      isDiscounted: true,
      movedToTop: false,
    });
    expect(await firstOnFeed('DiscountBrand')).not.toBe(listing.id);

    const big = await call('PATCH', `/api/listings/${listing.id}/discount`, seller, {
      newPrice: '80.75',
    });
    expect(big.json()).toMatchObject({ price: '80.75', originalPrice: '100.00', movedToTop: true });
    expect(await firstOnFeed('DiscountBrand')).toBe(listing.id);
  });

  it('moves a listing up for a 10% discount only when the 24-hour bump cooldown allows, and still applies the price', async () => {
    const listing = await create(seller, { brand: 'DiscountLoopBrand', price: '100' });
    await age(listing.id, 5); // creation counts as a bump: 19 hours of cooldown left
    await create(seller, { brand: 'DiscountLoopBrand' }); // now first
    const early = await call('PATCH', `/api/listings/${listing.id}/discount`, seller, {
      newPrice: '50',
    });
    expect(early.statusCode).toBe(200);
    expect(early.json()).toMatchObject({ price: '50.00', isDiscounted: true, movedToTop: false });
    expect(await firstOnFeed('DiscountLoopBrand')).not.toBe(listing.id);

    await age(listing.id, 25);
    const due = await call('PATCH', `/api/listings/${listing.id}/discount`, seller, {
      newPrice: '40',
    });
    expect(due.json()).toMatchObject({ price: '40.00', movedToTop: true });
    expect(await firstOnFeed('DiscountLoopBrand')).toBe(listing.id);

    // That discount was the bump: neither another discount nor a bump moves it again today.
    await create(seller, { brand: 'DiscountLoopBrand' });
    const again = await call('PATCH', `/api/listings/${listing.id}/discount`, seller, {
      newPrice: '30',
    });
    expect(again.json()).toMatchObject({ price: '30.00', movedToTop: false });
    expect(await firstOnFeed('DiscountLoopBrand')).not.toBe(listing.id);
    expect((await call('PATCH', `/api/listings/${listing.id}/bump`, seller)).statusCode).toBe(429);
  });

  it('bumps once per 24 hours and says when the next bump is possible', async () => {
    const listing = await create(seller, { brand: 'BumpListingBrand' });
    const fresh = await call('PATCH', `/api/listings/${listing.id}/bump`, seller);
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toMatch(
      /^You can bump a listing once every 24 hours\. You can bump this one again in 2[34]h \d+m\.$/,
    );

    await age(listing.id, 25);
    await create(seller, { brand: 'BumpListingBrand' });
    expect(await firstOnFeed('BumpListingBrand')).not.toBe(listing.id);
    expect((await call('PATCH', `/api/listings/${listing.id}/bump`, seller)).statusCode).toBe(200);
    expect(await firstOnFeed('BumpListingBrand')).toBe(listing.id);
    expect((await call('PATCH', `/api/listings/${listing.id}/bump`, seller)).statusCode).toBe(429);
  });

  it('replaces photos on edit and deletes the ones dropped', async () => {
    const listing = await create(seller);
    const [replacement] = await uploadedPhotos(ctx.app, seller, 1);
    const edited = await call('PUT', `/api/listings/${listing.id}`, seller, {
      ...listingFields,
      images: [replacement],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().images).toEqual([replacement]);
    expect((await ctx.app.inject({ method: 'GET', url: listing.images[0]! })).statusCode).toBe(404);
    const withPrice = await call('PUT', `/api/listings/${listing.id}`, seller, {
      ...listingFields,
      images: [replacement],
      price: '1',
    });
    expect(withPrice.statusCode).toBe(200);
    expect(withPrice.json().price).toBe('250.00');
  });

  it('keeps a photo two listings share until no listing shows it', async () => {
    const [shared, other, replacement] = await uploadedPhotos(ctx.app, seller, 3);
    const sharedThumbnail = shared!.replace(/\.webp$/, '-thumb.webp');
    const status = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).statusCode;
    const first = await create(seller, { images: [shared] });
    const second = await create(seller, { images: [shared, other] });
    const third = await create(seller, { images: [shared] });

    // An admin deletes one of them: the others still show the photo.
    expect((await call('DELETE', `/api/admin/listings/${third.id}`, admin)).statusCode).toBe(200);
    expect(await status(shared!)).toBe(200);
    expect(await status(sharedThumbnail)).toBe(200);

    // The seller drops it from another: the last one still shows it.
    const edited = await call('PUT', `/api/listings/${first.id}`, seller, {
      ...listingFields,
      images: [replacement],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await status(shared!)).toBe(200);
    expect(await status(sharedThumbnail)).toBe(200);
    const kept = listingSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/listings/${second.id}` })).json(),
    );
    expect(kept.images).toEqual([shared, other]);
    expect(kept.thumbnails).toEqual(second.thumbnails);

    // Once no listing shows it, deleting the last one deletes the files.
    expect((await call('DELETE', `/api/admin/listings/${second.id}`, admin)).statusCode).toBe(200);
    expect(await status(shared!)).toBe(404);
    expect(await status(sharedThumbnail)).toBe(404);
    expect(await status(other!)).toBe(404);
    expect(await status(replacement!)).toBe(200);
  });

  it('never mixes two simultaneous edits: title and photos come from the same one', async () => {
    const listing = await create(seller);
    const [photoA, photoB] = await uploadedPhotos(ctx.app, seller, 2);
    const [a, b] = await Promise.all([
      call('PUT', `/api/listings/${listing.id}`, seller, {
        ...listingFields,
        title: 'Version A',
        images: [photoA],
      }),
      call('PUT', `/api/listings/${listing.id}`, seller, {
        ...listingFields,
        title: 'Version B',
        images: [photoB],
      }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const final = listingSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` })).json(),
    );
    const expected = final.title === 'Version A' ? [photoA] : [photoB];
    expect(['Version A', 'Version B']).toContain(final.title);
    expect(final.images).toEqual(expected);
  });
});
