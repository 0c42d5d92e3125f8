import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema';
import { createListing, createUser, uniqueToken } from '../factories';
import { walkPages } from './listing-queries';
import { useTestApp } from './test-app';

const ctx = useTestApp();

/**
 * Twelve listings of one new brand, in three sizes and at prices with ties, all reduced at one
 * moment (ties for recently_reduced too) and bumped at one moment (ties for newest).
 */
async function catalogue() {
  const seller = await createUser(ctx.db);
  const brand = `pg${uniqueToken()}`;
  const moment = new Date(Date.now() - 3_600_000);
  const ids: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const listing = await createListing(ctx.db, seller.id, {
      brand,
      category: 'Tops',
      size: ['S', 'M', 'L'][i % 3],
      price: `${10 + (i % 5) * 10}.00`,
      isDiscounted: true,
      originalPrice: '100.00',
      discountedAt: moment,
      bumpedAt: i % 2 ? moment : new Date(moment.getTime() - i * 1000),
    });
    ids.push(listing.id);
  }
  return { seller, brand, ids };
}

describe('keyset pages while listings are bumped and created', () => {
  for (const sort of ['newest', 'price_asc', 'price_desc', 'recently_reduced']) {
    it(`${sort}: no listing is repeated, and none that stayed in place is skipped`, async () => {
      const { seller, brand, ids } = await catalogue();
      const moved = new Set<string>();
      const created: string[] = [];
      const url = `/api/listings?q=${brand}&size=s&size=M&sort=${sort}&limit=3`;
      const seen = await walkPages(ctx.app, url, async (page) => {
        // A bump moves a listing to the top of newest; a new listing lands anywhere by price.
        const bumped = ids[page * 2]!;
        await ctx.db
          .update(listings)
          .set({ bumpedAt: new Date(), lastBumpedAt: new Date() })
          .where(eq(listings.id, bumped));
        if (sort === 'newest') moved.add(bumped);
        const fresh = await createListing(ctx.db, seller.id, {
          brand,
          category: 'Tops',
          size: 'M',
          price: `${5 + page * 7}.00`,
          isDiscounted: true,
          originalPrice: '100.00',
          discountedAt: new Date(),
        });
        created.push(fresh.id);
      });
      const seenIds = seen.map((listing) => listing.id);
      expect(new Set(seenIds).size, 'repeated').toBe(seenIds.length);
      const inPlace = ids.filter((id, i) => i % 3 !== 2 && !moved.has(id));
      const original = seenIds.filter((id) => !created.includes(id) && !moved.has(id));
      expect(original.sort()).toEqual(inPlace.sort());
    });
  }
});

describe('pages that end on a time PostgreSQL prints short', () => {
  // A whole second prints with no decimals and 10 ms as ".01": the cursor must hold the instant.
  for (const sort of ['newest', 'recently_reduced'] as const) {
    it(`${sort}: every listing 10 ms apart is shown once, in order`, async () => {
      const seller = await createUser(ctx.db);
      const brand = `pt${uniqueToken()}`;
      const second = Math.floor((Date.now() - 7_200_000) / 1000) * 1000;
      const ids: string[] = [];
      for (let k = 0; k < 7; k += 1) {
        const at = new Date(second + k * 10);
        const listing = await createListing(ctx.db, seller.id, {
          brand,
          bumpedAt: at,
          isDiscounted: true,
          originalPrice: '100.00',
          discountedAt: at,
        });
        ids.push(listing.id);
      }
      const seen = await walkPages(ctx.app, `/api/listings?brand=${brand}&sort=${sort}&limit=2`);
      expect(seen.map((listing) => listing.id)).toEqual(ids.reverse());
    });
  }
});
