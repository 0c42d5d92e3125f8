/**
 * WTB_MATCHING=off: a matching listing alerts nobody, while what is only read (the request's
 * Matches section, "N buyers want this") keeps working (docs/product.md, WTB matches).
 */
import { expect, it } from 'vitest';
import { createAccount } from './auth-helpers';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';
import { freshBrand, matchingClient } from './wtb-matching-helpers';

const ctx = useTestApp(() => ({ WTB_MATCHING: 'off' }));
const client = matchingClient(ctx);

it('lists the match but notifies no buyer when matching is switched off', async () => {
  const buyer = await createAccount(ctx.app);
  const seller = await createAccount(ctx.app);
  const brand = freshBrand();
  const wtb = await client.postWtb(buyer, { brand, size: 'L', maxPrice: '200' });
  const listing = await client.postListing(seller, await uploadedPhotos(ctx.app, seller), {
    brand,
    size: 'L',
    price: '150',
  });
  expect(await client.alertsAbout(buyer, listing.id)).toEqual([]);
  expect(await client.matchIds(wtb.id)).toEqual([listing.id]);
  expect((await client.wantedBy(listing.id)).count).toBe(1);
});
