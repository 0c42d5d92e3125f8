import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTING_SORTS } from '@/shared/listing-sorts';
import { listingCountSchema } from '@/shared/schemas/listing-filters';
import { listingPageSchema } from '@/shared/schemas/listing';
import { wtbPageSchema } from '@/shared/schemas/wtb';
import { users } from '@/server/db/schema';
import { notifyFeedChanged } from '@/server/listings/feed-cache-invalidation';
import { createListing, createUser, createWtb, uniqueToken } from '../factories';
import { useTestApp } from './test-app';
import { tradeAccounts, type Account } from './trade-helpers';

// docs/product.md, Safety: a blocked person's posts leave the blocker's feeds (only theirs), and
// a suspended person's leave everyone's. The feed cache is on, so the cached pages are checked too.
const ctx = useTestApp(() => ({ FEED_CACHE_MS: '60000' }));

type Viewer = { cookie?: string; token?: string } | null;
let alice: Account;
let bob: Account;
let carol: Account;
beforeAll(async () => {
  ({ seller: alice, buyer: bob, outsider: carol } = await tradeAccounts(ctx.app));
});

async function get(url: string, viewer: Viewer) {
  const headers: Record<string, string> = {};
  if (viewer?.cookie) headers.cookie = viewer.cookie;
  else if (viewer?.token) headers.authorization = `Bearer ${viewer.token}`;
  const response = await ctx.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

/** The sellers of a feed page as `viewer` sees it, one entry per listing. */
const sellersOf = async (url: string, viewer: Viewer) =>
  listingPageSchema.parse(await get(url, viewer)).listings.map((listing) => listing.sellerId);
const countOf = async (url: string, viewer: Viewer) =>
  listingCountSchema.parse(await get(url, viewer)).count;
const buyersOf = async (url: string, viewer: Viewer) =>
  wtbPageSchema.parse(await get(url, viewer)).wtbListings.map((wtb) => wtb.buyer.id);

const setBlock = (method: 'POST' | 'DELETE', who: Account, username: string) =>
  ctx.app.inject({
    method,
    url: `/api/users/${username}/block`,
    headers: { cookie: who.cookie },
  });

/** A brand nobody else's posts have: the feed searched for it holds this test's posts only. */
const freshBrand = () => `Blk${uniqueToken()}`;

/** Two listings each (one of them reduced) by `sellerIds`, under one fresh brand. */
async function listingsBy(sellerIds: string[]) {
  const brand = freshBrand();
  for (const sellerId of sellerIds) {
    await createListing(ctx.db, sellerId, { brand, price: '40.00' });
    await createListing(ctx.db, sellerId, {
      brand,
      price: '30.00',
      originalPrice: '50.00',
      isDiscounted: true,
      discountedAt: new Date(),
    });
  }
  return brand;
}

describe("a blocker's feeds", () => {
  it('leave out the blocked seller on every sort, filter, page and count, for the blocker only', async () => {
    const brand = await listingsBy([bob.user.id, carol.user.id]);
    expect((await setBlock('POST', alice, bob.user.username)).statusCode).toBe(201);
    const both = [bob.user.id, carol.user.id];

    for (const sort of LISTING_SORTS) {
      for (const filter of ['', '&status=available', '&minPrice=10', '&discounted=true']) {
        const url = `/api/listings?q=${brand}&sort=${sort}${filter}`;
        expect(new Set(await sellersOf(url, alice)), url).toEqual(new Set([carol.user.id]));
        // By bearer token too.
        expect(new Set(await sellersOf(url, { token: alice.token })), url).toEqual(
          new Set([carol.user.id]),
        );
        expect(new Set(await sellersOf(url, carol)), url).toEqual(new Set(both));
        expect(new Set(await sellersOf(url, null)), url).toEqual(new Set(both));
      }
    }
    // Page by page: the next pages leave them out as well.
    const first = listingPageSchema.parse(await get(`/api/listings?q=${brand}&limit=1`, alice));
    const second = listingPageSchema.parse(
      await get(
        `/api/listings?q=${brand}&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
        alice,
      ),
    );
    expect([...first.listings, ...second.listings].map((l) => l.sellerId)).toEqual([
      carol.user.id,
      carol.user.id,
    ]);
    expect(second.nextCursor).toBeNull();

    expect(await countOf(`/api/listings/count?q=${brand}`, alice)).toBe(2);
    expect(await countOf(`/api/listings/count?q=${brand}`, carol)).toBe(4);
    expect(await countOf(`/api/listings/count?q=${brand}`, null)).toBe(4);

    // Direct links stay: the profile, its count and a listing's page.
    expect(await countOf(`/api/listings/count?seller=${bob.user.username}`, alice)).toBe(2);
    const profile = await get(`/api/users/${bob.user.username}/listings`, alice);
    expect(profile.listings).toHaveLength(2);
    await get(`/api/listings/${profile.listings[0].id}`, alice);

    // Unblocked: back in the feed and the count.
    expect((await setBlock('DELETE', alice, bob.user.username)).statusCode).toBe(204);
    expect(new Set(await sellersOf(`/api/listings?q=${brand}`, alice))).toEqual(new Set(both));
    expect(await countOf(`/api/listings/count?q=${brand}`, alice)).toBe(4);
  });

  it('are never answered from, nor written to, the cache other viewers share', async () => {
    const brand = await listingsBy([bob.user.id, carol.user.id]);
    const url = `/api/listings?q=${brand}`;
    // A visitor fills the cache; the blocker asks the very same URL.
    expect(await sellersOf(url, null)).toContain(bob.user.id);
    expect((await setBlock('POST', alice, bob.user.username)).statusCode).toBe(201);
    expect(await sellersOf(url, alice)).not.toContain(bob.user.id);
    // And the blocker's answer never reaches anyone else.
    expect(await sellersOf(url, null)).toContain(bob.user.id);
    expect(await sellersOf(url, carol)).toContain(bob.user.id);
    expect((await setBlock('DELETE', alice, bob.user.username)).statusCode).toBe(204);
  });

  it("leave out the blocked person's requests on the WTB board, not on their profile", async () => {
    const brand = freshBrand();
    await createWtb(ctx.db, bob.user.id, { brand });
    await createWtb(ctx.db, carol.user.id, { brand });
    expect((await setBlock('POST', alice, bob.user.username)).statusCode).toBe(201);
    for (const sort of ['newest', 'budget_desc']) {
      const url = `/api/wtb-listings?q=${brand}&sort=${sort}`;
      expect(await buyersOf(url, alice)).toEqual([carol.user.id]);
      expect(new Set(await buyersOf(url, null))).toEqual(new Set([bob.user.id, carol.user.id]));
      expect(new Set(await buyersOf(url, carol))).toEqual(new Set([bob.user.id, carol.user.id]));
    }
    expect(await buyersOf(`/api/users/${bob.user.username}/wtb-listings`, alice)).toEqual([
      bob.user.id,
    ]);
    expect((await setBlock('DELETE', alice, bob.user.username)).statusCode).toBe(204);
    expect(new Set(await buyersOf(`/api/wtb-listings?q=${brand}`, alice))).toEqual(
      new Set([bob.user.id, carol.user.id]),
    );
  });
});

describe('a suspended person', () => {
  // Suspensions are set by moderators (docs/product.md, Moderation); written straight to the
  // table here, with the feed cache told as the moderation code tells it, so this file checks the
  // feeds alone.
  async function suspend(userId: string, until: Date | 'infinity' | null) {
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ suspendedUntil: until === 'infinity' ? sql`'infinity'` : until })
        .where(eq(users.id, userId));
      await notifyFeedChanged(tx);
    });
  }

  it('leaves every feed, count and the WTB board, for everyone, until it ends', async () => {
    const suspended = await createUser(ctx.db);
    const brand = await listingsBy([suspended.id, carol.user.id]);
    await createWtb(ctx.db, suspended.id, { brand });
    await createWtb(ctx.db, carol.user.id, { brand });
    const feed = `/api/listings?q=${brand}`;
    const board = `/api/wtb-listings?q=${brand}`;
    expect(await sellersOf(feed, null)).toContain(suspended.id);

    const gone = async () => {
      for (const viewer of [null, alice]) {
        for (const sort of LISTING_SORTS) {
          const sellers = await sellersOf(`${feed}&sort=${sort}`, viewer);
          expect(sellers).not.toContain(suspended.id);
        }
        expect(await countOf(`/api/listings/count?q=${brand}`, viewer)).toBe(2);
        expect(await buyersOf(board, viewer)).toEqual([carol.user.id]);
      }
    };
    await suspend(suspended.id, new Date(Date.now() + 86_400_000));
    await vi.waitFor(gone, { timeout: 5000 });
    await suspend(suspended.id, 'infinity');
    await vi.waitFor(gone, { timeout: 5000 });

    // Ended (a date in the past): shown again.
    await suspend(suspended.id, new Date(Date.now() - 1000));
    await vi.waitFor(
      async () => {
        expect(await sellersOf(feed, null)).toContain(suspended.id);
        expect(await countOf(`/api/listings/count?q=${brand}`, null)).toBe(4);
        expect(await buyersOf(board, null)).toContain(suspended.id);
      },
      { timeout: 5000 },
    );
  });
});
