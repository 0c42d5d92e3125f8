import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@/server/db/schema';
import { createListing } from '../factories';
import { createAccount } from './auth-helpers';
import { postListing } from './listing-requests';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp(() => ({
  LISTING_QUOTA_PER_DAY: '2',
  WTB_QUOTA_PER_DAY: '2',
  CONVERSATION_QUOTA_PER_DAY: '2',
}));
type Account = Awaited<ReturnType<typeof createAccount>>;
let first: Account;
let second: Account;
let seller: Account;

beforeAll(async () => {
  [first, second, seller] = await Promise.all([
    createAccount(ctx.app),
    createAccount(ctx.app),
    createAccount(ctx.app),
  ]);
});

const DAY = 24 * 3600;

/** The answer to a creation past the quota: the sentence, and Retry-After of about a day. */
function expectRefusal(
  response: { statusCode: number; json(): unknown; headers: object },
  message: string,
) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message });
  const retryAfter = Number((response.headers as Record<string, string>)['retry-after']);
  expect(retryAfter).toBeGreaterThan(DAY - 60);
  expect(retryAfter).toBeLessThanOrEqual(DAY);
}

/** Moves the start of the quota's day 25 hours back, as if a day had passed. */
async function aDayLater(key: string) {
  await ctx.db
    .update(rateLimits)
    .set({ lastRequest: Date.now() - 25 * 3600 * 1000 })
    .where(eq(rateLimits.key, key));
}

async function newListing(who: Account, overrides: Record<string, unknown> = {}) {
  return postListing(ctx.app, who, await uploadedPhotos(ctx.app, who, 1), overrides);
}

describe('new listings a day', () => {
  it('refuses the third listing of the day with when it resets; refusals do not count', async () => {
    expect((await newListing(first)).statusCode).toBe(201);
    // An invalid listing is refused before the quota is counted.
    expect((await newListing(first, { title: '' })).statusCode).toBe(400);
    expect((await newListing(first)).statusCode).toBe(201);
    const refused = await newListing(first);
    expectRefusal(refused, 'You can post 2 listings a day. You can post again in 24 hours.');
    // The refusal itself did not count either: a day later two more are allowed, then no more.
    await aDayLater(`listings:${first.user.id}`);
    expect((await newListing(first)).statusCode).toBe(201);
    expect((await newListing(first)).statusCode).toBe(201);
    expect((await newListing(first)).statusCode).toBe(429);
  });

  it('counts each person on their own', async () => {
    expect((await newListing(second)).statusCode).toBe(201);
  });
});

describe('new WTB requests a day', () => {
  const request = { title: 'Dunk Low Panda', brand: 'Nike', size: '10.5', maxPrice: '150' };
  function postWtb(who: Account, overrides: object = {}) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/wtb-listings',
      headers: { cookie: who.cookie },
      payload: { ...request, ...overrides },
    });
  }

  it('refuses the third request of the day with when it resets; refusals do not count', async () => {
    expect((await postWtb(first)).statusCode).toBe(201);
    expect((await postWtb(first, { maxPrice: 'lots' })).statusCode).toBe(400);
    expect((await postWtb(first)).statusCode).toBe(201);
    expectRefusal(
      await postWtb(first),
      'You can post 2 WTB requests a day. You can post again in 24 hours.',
    );
    await aDayLater(`wtb:${first.user.id}`);
    expect((await postWtb(first)).statusCode).toBe(201);
    expect((await postWtb(first)).statusCode).toBe(201);
    expect((await postWtb(first)).statusCode).toBe(429);
  });

  it('counts each person on their own', async () => {
    expect((await postWtb(second)).statusCode).toBe(201);
  });
});

describe('new conversations a day', () => {
  async function start(who: Account, listingId: string) {
    return ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: who.cookie },
      payload: { sellerId: seller.user.id, listingId, wtbListingId: null, isWTB: false },
    });
  }

  it('counts only conversations actually started, and refuses the third', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createListing(ctx.db, seller.user.id)));
    expect((await start(first, a!.id)).statusCode).toBe(201);
    // The same conversation again is not a new one.
    expect((await start(first, a!.id)).statusCode).toBe(200);
    // A refused start (about an item the seller does not own) does not count.
    const foreign = await createListing(ctx.db, second.user.id);
    expect((await start(first, foreign.id)).statusCode).toBe(400);
    expect((await start(first, b!.id)).statusCode).toBe(201);
    expectRefusal(
      await start(first, c!.id),
      'You can start 2 conversations a day. You can start another in 24 hours.',
    );
    // Existing conversations stay reachable past the quota.
    expect((await start(first, b!.id)).statusCode).toBe(200);
  });

  it('counts each person on their own', async () => {
    const listing = await createListing(ctx.db, seller.user.id);
    expect((await start(second, listing.id)).statusCode).toBe(201);
  });
});
