import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingPageSchema } from '@/shared/schemas/listing';
import { listingImages, listings, users } from '@/server/db/schema';
import { createListing, createUser, fakeImages, uniqueToken } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

/** Whatever changes a listing or its seller, by this instance or any other, the next page shows it. */
describe('listings in feed pages', () => {
  async function pageOf(brand: string) {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/listings?brand=${encodeURIComponent(brand)}`,
    });
    expect(response.statusCode).toBe(200);
    return listingPageSchema.parse(response.json()).listings;
  }

  async function listedOnce() {
    const seller = await createUser(ctx.db);
    const brand = `Rendered${uniqueToken()}`;
    const listing = await createListing(ctx.db, seller.id, { brand, price: '100.00' });
    const [first] = await pageOf(brand);
    expect(first).toMatchObject({ id: listing.id, price: '100.00' });
    return { seller, listing, brand };
  }

  it('show a listing changed outside this instance as it is now', async () => {
    const { listing, brand } = await listedOnce();
    await ctx.db
      .update(listings)
      .set({ price: '80.00', title: 'Changed elsewhere' })
      .where(eq(listings.id, listing.id));
    expect((await pageOf(brand))[0]).toMatchObject({ price: '80.00', title: 'Changed elsewhere' });
  });

  it('show the seller as they are now', async () => {
    const { seller, brand } = await listedOnce();
    const username = `renamed${uniqueToken()}`.slice(0, 20);
    await ctx.db
      .update(users)
      .set({ username, profileImageUrl: '/uploads/p/new.webp' })
      .where(eq(users.id, seller.id));
    expect((await pageOf(brand))[0]?.seller).toMatchObject({
      username,
      profileImageUrl: '/uploads/p/new.webp',
    });
  });

  it('show new photos, which are replaced together with their listing row', async () => {
    const { listing, brand } = await listedOnce();
    const [photo] = fakeImages(1);
    await ctx.db.transaction(async (tx) => {
      await tx.delete(listingImages).where(eq(listingImages.listingId, listing.id));
      await tx.insert(listingImages).values({ listingId: listing.id, position: 0, ...photo! });
      await tx.update(listings).set({ title: 'New photos' }).where(eq(listings.id, listing.id));
    });
    expect((await pageOf(brand))[0]).toMatchObject({ images: [photo!.url] });
  });

  it('leave out a listing deleted since it was rendered', async () => {
    const { listing, brand } = await listedOnce();
    await ctx.db.delete(listings).where(eq(listings.id, listing.id));
    expect(await pageOf(brand)).toEqual([]);
  });
});
