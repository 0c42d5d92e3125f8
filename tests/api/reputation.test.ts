import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dealCountSchema, reputationSchema, reviewPageSchema } from '@/shared/schemas/deals';
import { users } from '@/server/db/schema';
import { createAccount } from './auth-helpers';
import { cancelDeal, confirmedDeal } from './fixtures/deals';
import {
  call,
  createAdmin,
  establishedAccount,
  joinedDaysAgo,
  reviewed,
  type Account,
} from './review-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();

async function reputationOf(who: Account) {
  const response = await call(ctx.app, 'GET', `/api/users/${who.user.username}/reputation`, null);
  expect(response.statusCode, response.body).toBe(200);
  return reputationSchema.parse(response.json());
}

async function dealCountOf(who: Account) {
  // Usernames are looked up ignoring case.
  const url = `/api/users/${who.user.username.toUpperCase()}/deals/count`;
  const response = await call(ctx.app, 'GET', url, null);
  expect(response.statusCode, response.body).toBe(200);
  return dealCountSchema.parse(response.json());
}

async function countedFlags(who: Account) {
  const response = await call(ctx.app, 'GET', `/api/users/${who.user.username}/reviews`, null);
  return reviewPageSchema.parse(response.json()).reviews.map((r) => [r.text, r.counted]);
}

/** Accounts old enough for their reviews to count (the rule has a test of its own below). */
async function member() {
  return establishedAccount(ctx.app, ctx.db);
}

async function twoPeople() {
  return [await member(), await member()] as const;
}

describe('reputation', () => {
  it('starts empty, with the member’s join date', async () => {
    const fresh = await createAccount(ctx.app);
    const [row] = await ctx.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, fresh.user.id));
    expect(await reputationOf(fresh)).toEqual({
      rating: null,
      reviewCount: 0,
      reviewers: 0,
      dealsAsBuyer: 0,
      dealsAsSeller: 0,
      memberSince: row!.createdAt.toISOString(),
    });
    expect(await dealCountOf(fresh)).toEqual({ asBuyer: 0, asSeller: 0, total: 0 });
  });

  it('averages the reviews of the person to one decimal, and counts deals in both roles', async () => {
    const [alex, sam] = await twoPeople();
    const others = [await member(), await member()];
    // Three different people, so the pair rule does not come into it.
    await reviewed(ctx.app, others[0]!, await confirmedDeal(ctx.db, others[0]!, alex), {
      rating: 5,
    });
    await reviewed(ctx.app, others[1]!, await confirmedDeal(ctx.db, others[1]!, alex), {
      rating: 4,
    });
    await reviewed(ctx.app, sam, await confirmedDeal(ctx.db, alex, sam, { wtb: true }), {
      rating: 4,
    });
    expect(await reputationOf(alex)).toMatchObject({
      rating: 4.3,
      reviewCount: 3,
      reviewers: 3,
      dealsAsBuyer: 1,
      dealsAsSeller: 2,
    });
    expect(await dealCountOf(alex)).toEqual({ asBuyer: 1, asSeller: 2, total: 3 });
    expect(await dealCountOf(sam)).toEqual({ asBuyer: 0, asSeller: 1, total: 1 });
    // Sam's review of Alex is Alex's rating, not Sam's.
    expect(await reputationOf(sam)).toMatchObject({ rating: null, reviewCount: 0 });
  });

  it('counts one deal per 7 days between the same two people', async () => {
    const [buyer, seller] = await twoPeople();
    // confirmed_at is written in the past by the fixture: the pair window is days long.
    const first = await confirmedDeal(ctx.db, buyer, seller, { confirmedDaysAgo: 20 });
    const second = await confirmedDeal(ctx.db, buyer, seller, { confirmedDaysAgo: 17 });
    const third = await confirmedDeal(ctx.db, buyer, seller, { confirmedDaysAgo: 9 });
    await reviewed(ctx.app, buyer, first, { rating: 5, text: 'first' });
    await reviewed(ctx.app, buyer, second, { rating: 1, text: 'second' });
    await reviewed(ctx.app, buyer, third, { rating: 4, text: 'third' });

    expect(await dealCountOf(seller)).toEqual({ asBuyer: 0, asSeller: 2, total: 2 });
    expect(await dealCountOf(buyer)).toEqual({ asBuyer: 2, asSeller: 0, total: 2 });
    // Two counted reviews, both by the same person.
    expect(await reputationOf(seller)).toMatchObject({ rating: 4.5, reviewCount: 2, reviewers: 1 });
    // Shown, newest first, the one within 7 days of another marked as not counted.
    expect(await countedFlags(seller)).toEqual([
      ['third', true],
      ['second', false],
      ['first', true],
    ]);
  });

  it('treats the pair alike in either role, and lets a cancelled deal block nothing', async () => {
    const [ana, ben] = await twoPeople();
    await confirmedDeal(ctx.db, ana, ben, { confirmedDaysAgo: 10 });
    // Ben buys from Ana 3 days later: the same two people, so it does not count.
    await confirmedDeal(ctx.db, ben, ana, { confirmedDaysAgo: 7 });
    expect(await dealCountOf(ana)).toEqual({ asBuyer: 1, asSeller: 0, total: 1 });
    expect(await dealCountOf(ben)).toEqual({ asBuyer: 0, asSeller: 1, total: 1 });

    const [cara, dev] = await twoPeople();
    const cancelled = await confirmedDeal(ctx.db, cara, dev, { confirmedDaysAgo: 2 });
    await cancelDeal(ctx.db, cancelled, dev);
    await confirmedDeal(ctx.db, cara, dev, { confirmedDaysAgo: 1 });
    expect(await dealCountOf(dev)).toEqual({ asBuyer: 0, asSeller: 1, total: 1 });
  });

  it('leaves cancelled deals and removed reviews out', async () => {
    const [buyer, seller] = await twoPeople();
    const [other, admin] = [await member(), await createAdmin(ctx.app, ctx.db)];
    const cancelled = await confirmedDeal(ctx.db, buyer, seller);
    await reviewed(ctx.app, buyer, cancelled, { rating: 1 });
    await cancelDeal(ctx.db, cancelled, seller);
    const kept = await confirmedDeal(ctx.db, other, seller, { confirmedDaysAgo: 8 });
    const removed = await reviewed(ctx.app, other, kept, { rating: 2, text: 'Spam' });
    const fair = await confirmedDeal(ctx.db, buyer, seller, { confirmedDaysAgo: 29 });
    await reviewed(ctx.app, buyer, fair, { rating: 5 });

    expect(await reputationOf(seller)).toMatchObject({
      rating: 3.5,
      reviewCount: 2,
      reviewers: 2,
      dealsAsSeller: 2,
    });
    const removal = await call(ctx.app, 'DELETE', `/api/reviews/${removed.id}`, admin, {
      reason: 'Spam',
    });
    expect(removal.statusCode).toBe(204);
    expect(await reputationOf(seller)).toMatchObject({ rating: 5, reviewCount: 1, reviewers: 1 });
  });

  it('counts a review only by an account at least 7 days old when the deal was confirmed; the deal counts either way', async () => {
    const seller = await member();
    // 20 days old at the first deal, 38 at the second (18 days apart: both count).
    const veteran = await joinedDaysAgo(ctx.db, await createAccount(ctx.app), 40);
    // 8 days old at its deal.
    const friend = await joinedDaysAgo(ctx.db, await createAccount(ctx.app), 10);
    // 5 days old at its deal, 7 now: its age at the deal is what counts.
    const newcomer = await joinedDaysAgo(ctx.db, await createAccount(ctx.app), 7);
    const early = await confirmedDeal(ctx.db, veteran, seller, { confirmedDaysAgo: 20 });
    const late = await confirmedDeal(ctx.db, veteran, seller, { confirmedDaysAgo: 2 });
    const friendly = await confirmedDeal(ctx.db, friend, seller, { confirmedDaysAgo: 2 });
    const fresh = await confirmedDeal(ctx.db, newcomer, seller, { confirmedDaysAgo: 2 });
    await reviewed(ctx.app, veteran, early, { rating: 5, text: 'early' });
    await reviewed(ctx.app, veteran, late, { rating: 3, text: 'late' });
    await reviewed(ctx.app, friend, friendly, { rating: 4, text: 'friend' });
    await reviewed(ctx.app, newcomer, fresh, { rating: 1, text: 'newcomer' });

    expect(await reputationOf(seller)).toMatchObject({
      rating: 4,
      reviewCount: 3,
      reviewers: 2,
      dealsAsSeller: 4,
    });
    expect(await dealCountOf(newcomer)).toEqual({ asBuyer: 1, asSeller: 0, total: 1 });
    expect(Object.fromEntries(await countedFlags(seller))).toEqual({
      early: true,
      late: true,
      friend: true,
      newcomer: false,
    });
  });

  it('answers 404 for an unknown username', async () => {
    for (const path of ['reputation', 'deals/count']) {
      const response = await call(ctx.app, 'GET', `/api/users/nobodyatall/${path}`, null);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 404,
        body: { message: 'User not found' },
      });
    }
  });
});
