import { describe, expect, it } from 'vitest';
import { listingPageSchema, listingSchema } from '@/shared/schemas/listing';
import { createListing, createUser, fakeImages, uniqueToken } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

/**
 * Pages are written as JSON by PostgreSQL, single listings by Node from rows: the two must agree
 * field for field, for every kind of value a listing can hold.
 */
describe('feed pages written by PostgreSQL', () => {
  async function oneByOne(ids: string[]) {
    return Promise.all(
      ids.map(async (id) => {
        const response = await ctx.app.inject({ method: 'GET', url: `/api/listings/${id}` });
        expect(response.statusCode).toBe(200);
        return listingSchema.parse(response.json());
      }),
    );
  }

  it('equal the listings answered one by one, for every kind of field', async () => {
    const admin = await createUser(ctx.db, {
      isAdmin: true,
      profileImageUrl: '/uploads/p/admin.webp',
    });
    const plain = await createUser(ctx.db, { profileImageUrl: null });
    const brand = `Json${uniqueToken()}`;
    const at = (minute: number) => new Date(Date.UTC(2026, 9, 1, 8, minute, 0, 7 * minute));
    const made = [
      // No description, no photos, a seller without a picture.
      await createListing(
        ctx.db,
        plain.id,
        { brand, description: null, createdAt: at(1), bumpedAt: at(1) },
        [],
      ),
      // Reduced twice: original price, discount time; eight photos; an admin seller.
      await createListing(
        ctx.db,
        admin.id,
        {
          brand,
          price: '1234.5',
          originalPrice: '2000',
          isDiscounted: true,
          discountedAt: at(3),
          createdAt: at(2),
          bumpedAt: at(3),
        },
        fakeImages(8),
      ),
      // Sold, with a description holding quotes, a backslash, a newline and non-ASCII letters.
      await createListing(ctx.db, admin.id, {
        brand,
        description: 'Pit to pit 22", back\\slash,\nline two: Stüssy ✓',
        isSold: true,
        soldAt: at(5),
        createdAt: at(4),
        bumpedAt: at(4),
        price: '0.5',
      }),
    ];

    const response = await ctx.app.inject({ method: 'GET', url: `/api/listings?q=${brand}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = listingPageSchema.parse(response.json());
    const ids = made.map((listing) => listing.id).reverse();
    expect(page.listings.map((listing) => listing.id)).toEqual(ids);
    expect(page.listings).toEqual(await oneByOne(ids));
    expect(page.listings[1]).toMatchObject({
      price: '1234.50',
      originalPrice: '2000.00',
      discountedAt: '2026-10-01T08:03:00.021Z',
      seller: { isAdmin: true, profileImageUrl: '/uploads/p/admin.webp' },
    });
    expect(page.listings[1]!.images).toHaveLength(8);
    expect(page.listings[0]).toMatchObject({ price: '0.50', soldAt: '2026-10-01T08:05:00.035Z' });
    expect(page.listings[2]).toMatchObject({ description: null, images: [], thumbnails: [] });

    const profile = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${admin.username}/listings`,
    });
    expect(profile.statusCode).toBe(200);
    expect(listingPageSchema.parse(profile.json()).listings).toEqual(
      await oneByOne(ids.slice(0, 2)),
    );
  });

  it('answers an empty page as an empty array', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/listings?q=nothing${uniqueToken()}`,
    });
    expect(response.json()).toEqual({ listings: [], nextCursor: null });
  });

  it('pages through a full page boundary without repeating or skipping', async () => {
    const seller = await createUser(ctx.db);
    const brand = `Edge${uniqueToken()}`;
    for (let i = 0; i < 4; i += 1) await createListing(ctx.db, seller.id, { brand });
    const seen: string[] = [];
    let pagesRead = 0;
    let url = `/api/listings?q=${brand}&limit=2`;
    for (let pages = 0; pages < 3; pages += 1) {
      const page = listingPageSchema.parse((await ctx.app.inject({ method: 'GET', url })).json());
      seen.push(...page.listings.map((listing) => listing.id));
      pagesRead += 1;
      if (!page.nextCursor) break;
      url = `/api/listings?q=${brand}&limit=2&cursor=${page.nextCursor}`;
    }
    // Two full pages, and the second says there is nothing after it.
    expect(pagesRead).toBe(2);
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
  });
});
