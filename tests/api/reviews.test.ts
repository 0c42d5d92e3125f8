import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REMOVAL_REASON_REQUIRED,
  REPLY_REQUIRED,
  REPLY_TOO_LONG,
  REVIEW_RATING,
  REVIEW_TEXT_TOO_LONG,
  reviewPageSchema,
  reviewSchema,
} from '@/shared/schemas/deals';
import { auditLog, listings, notifications, reviews } from '@/server/db/schema';
import { createAccount } from './auth-helpers';
import { cancelDeal, confirmedDeal, proposedDeal } from './fixtures/deals';
import { call, createAdmin, establishedAccount, reviewed, type Account } from './review-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
let buyer: Account;
let seller: Account;
let stranger: Account;
let admin: Account;

beforeAll(async () => {
  [buyer, seller, stranger] = [
    await establishedAccount(ctx.app, ctx.db),
    await establishedAccount(ctx.app, ctx.db),
    await establishedAccount(ctx.app, ctx.db),
  ];
  admin = await createAdmin(ctx.app, ctx.db);
});

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who: Account | null,
  payload?: object,
) => call(ctx.app, method, url, who, payload);

async function reviewsOf(who: Account, query = '') {
  const response = await api('GET', `/api/users/${who.user.username}/reviews${query}`, null);
  expect(response.statusCode, response.body).toBe(200);
  return reviewPageSchema.parse(response.json());
}

function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  message: string,
) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status,
    body: { message },
  });
}

describe('reviewing a confirmed deal', () => {
  it('lets each party review the other once, with the deal’s item, price and reviewer', async () => {
    const dealId = await confirmedDeal(ctx.db, buyer, seller, { price: '85.50' });
    const review = await reviewed(ctx.app, buyer, dealId, {
      rating: 4,
      text: '  Fast and friendly.  ',
    });
    expect(review).toMatchObject({
      dealId,
      rating: 4,
      text: 'Fast and friendly.',
      reviewer: { username: buyer.user.username },
      reviewerRole: 'buyer',
      item: { kind: 'listing', thumbnailUrl: expect.stringMatching(/-thumb\.webp$/) },
      price: '85.50',
      reply: null,
      repliedAt: null,
      counted: true,
    });

    const back = await reviewed(ctx.app, seller, dealId, { rating: 5, text: '' });
    expect(back).toMatchObject({ reviewerRole: 'seller', text: '' });

    expectRefusal(
      await api('POST', `/api/deals/${dealId}/review`, buyer, { rating: 3, text: 'Again' }),
      409,
      'You have already reviewed this deal',
    );
    expect((await reviewsOf(seller)).reviews.map((r) => r.id)).toContain(review.id);
    expect((await reviewsOf(buyer)).reviews.map((r) => r.id)).toContain(back.id);
  });

  it('makes one review of two posted at once', async () => {
    const dealId = await confirmedDeal(ctx.db, buyer, seller);
    const url = `/api/deals/${dealId}/review`;
    const answers = await Promise.all([
      api('POST', url, buyer, { rating: 5, text: 'First tab' }),
      api('POST', url, buyer, { rating: 4, text: 'Second tab' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await ctx.db.$count(reviews, eq(reviews.dealId, dealId))).toBe(1);
  });

  it('notifies the reviewed person in the app, pointing at their reviews', async () => {
    const dealId = await confirmedDeal(ctx.db, buyer, seller);
    const review = await reviewed(ctx.app, buyer, dealId, { rating: 2, text: 'Late to meet.' });
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.user.id), eq(notifications.kind, 'review')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note).toMatchObject({
      title: `${buyer.user.username} reviewed you: 2 out of 5`,
      body: 'Late to meet.',
      url: `/profile/${seller.user.username}?tab=reviews`,
    });
    expect(review.rating).toBe(2);
  });

  it('shows a WTB deal’s request as the item, and no item once the listing is deleted', async () => {
    const wtbDeal = await confirmedDeal(ctx.db, buyer, seller, { wtb: true });
    expect((await reviewed(ctx.app, seller, wtbDeal)).item).toMatchObject({
      kind: 'wtb',
      thumbnailUrl: null,
    });

    const dealId = await confirmedDeal(ctx.db, buyer, seller);
    const review = await reviewed(ctx.app, buyer, dealId);
    await ctx.db.delete(listings).where(eq(listings.id, review.item!.id));
    const shown = (await reviewsOf(seller)).reviews.find((r) => r.id === review.id);
    expect(shown?.item).toBeNull();
  });

  it('hides the deal from anyone else and asks visitors to sign in', async () => {
    const dealId = await confirmedDeal(ctx.db, buyer, seller);
    const input = { rating: 5, text: 'Great' };
    expectRefusal(
      await api('POST', `/api/deals/${dealId}/review`, stranger, input),
      404,
      'Deal not found',
    );
    expectRefusal(
      await api('POST', `/api/deals/${dealId}/review`, admin, input),
      404,
      'Deal not found',
    );
    expect((await api('POST', `/api/deals/${dealId}/review`, null, input)).statusCode).toBe(401);
    expectRefusal(
      await api('POST', '/api/deals/999999999/review', buyer, input),
      404,
      'Deal not found',
    );
    expect((await api('POST', '/api/deals/abc/review', buyer, input)).statusCode).toBe(400);
  });

  it('refuses a cancelled or unconfirmed deal', async () => {
    const cancelled = await confirmedDeal(ctx.db, buyer, seller);
    await cancelDeal(ctx.db, cancelled, seller);
    const proposed = await proposedDeal(ctx.db, buyer, seller);
    for (const dealId of [cancelled, proposed]) {
      expectRefusal(
        await api('POST', `/api/deals/${dealId}/review`, buyer, { rating: 5, text: '' }),
        409,
        'Only a confirmed deal can be reviewed',
      );
    }
  });

  it('takes reviews within 30 days of the confirmation only', async () => {
    // The fixture writes confirmed_at in the past: the window is days long.
    const recent = await confirmedDeal(ctx.db, buyer, seller, { confirmedDaysAgo: 29.9 });
    await reviewed(ctx.app, buyer, recent);
    const old = await confirmedDeal(ctx.db, buyer, seller, { confirmedDaysAgo: 30.1 });
    expectRefusal(
      await api('POST', `/api/deals/${old}/review`, buyer, { rating: 5, text: '' }),
      409,
      'Reviews can be left within 30 days of the deal',
    );
  });

  it('drops the reviews of a deal cancelled after they were written', async () => {
    const dealId = await confirmedDeal(ctx.db, buyer, seller);
    const review = await reviewed(ctx.app, buyer, dealId);
    await cancelDeal(ctx.db, dealId, buyer);
    expect((await reviewsOf(seller)).reviews.map((r) => r.id)).not.toContain(review.id);
  });

  it('answers every bad input with its message', async () => {
    const dealId = await confirmedDeal(ctx.db, buyer, seller);
    const url = `/api/deals/${dealId}/review`;
    for (const rating of [0, 6, 2.5, '5', null]) {
      expectRefusal(await api('POST', url, buyer, { rating, text: '' }), 400, REVIEW_RATING);
    }
    expectRefusal(await api('POST', url, buyer, { text: 'No rating' }), 400, REVIEW_RATING);
    expectRefusal(
      await api('POST', url, buyer, { rating: 5, text: 'x'.repeat(1001) }),
      400,
      REVIEW_TEXT_TOO_LONG,
    );
    expect(REVIEW_TEXT_TOO_LONG).toBe('Reviews are limited to 1,000 characters');
    // Exactly at the limit, and with no text at all, it is taken.
    expect(
      (await reviewed(ctx.app, buyer, dealId, { rating: 1, text: 'x'.repeat(1000) })).text,
    ).toHaveLength(1000);
    expect((await reviewed(ctx.app, seller, dealId, { rating: 3 })).text).toBe('');
  });
});

describe('editing a review', () => {
  it('lets its author change it within 48 hours, and nobody else', async () => {
    const dealId = await confirmedDeal(ctx.db, buyer, seller);
    const review = await reviewed(ctx.app, buyer, dealId, { rating: 3, text: 'Okay' });
    const url = `/api/reviews/${review.id}`;
    const edited = await api('PATCH', url, buyer, { rating: 5, text: 'Better than I said' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(reviewSchema.parse(edited.json())).toMatchObject({
      rating: 5,
      text: 'Better than I said',
    });

    for (const other of [seller, stranger, admin]) {
      expectRefusal(
        await api('PATCH', url, other, { rating: 1, text: '' }),
        403,
        'Only its author can edit a review',
      );
    }
    expect((await api('PATCH', url, null, { rating: 1, text: '' })).statusCode).toBe(401);
    expectRefusal(await api('PATCH', url, buyer, { rating: 9, text: '' }), 400, REVIEW_RATING);
    expectRefusal(
      await api('PATCH', '/api/reviews/999999999', buyer, { rating: 1, text: '' }),
      404,
      'Review not found',
    );

    // The limit is 48 hours: the review is moved back past it.
    await ctx.db
      .update(reviews)
      .set({ createdAt: sql`now() - interval '48 hours 1 minute'` })
      .where(eq(reviews.id, review.id));
    expectRefusal(
      await api('PATCH', url, buyer, { rating: 1, text: 'Changed my mind' }),
      409,
      'Reviews cannot be edited after 48 hours',
    );
  });
});

describe('replying to a review', () => {
  it('lets the reviewed person reply once and notifies the reviewer', async () => {
    const dealId = await confirmedDeal(ctx.db, buyer, seller);
    const review = await reviewed(ctx.app, buyer, dealId, {
      rating: 2,
      text: 'Item smelled of smoke',
    });
    const url = `/api/reviews/${review.id}/reply`;

    for (const other of [buyer, stranger, admin]) {
      expectRefusal(
        await api('POST', url, other, { text: 'Not me' }),
        403,
        'Only the reviewed person can reply to a review',
      );
    }
    expect((await api('POST', url, null, { text: 'Visitor' })).statusCode).toBe(401);
    expectRefusal(await api('POST', url, seller, { text: '   ' }), 400, REPLY_REQUIRED);
    expectRefusal(await api('POST', url, seller, {}), 400, REPLY_REQUIRED);
    expectRefusal(await api('POST', url, seller, { text: 'x'.repeat(1001) }), 400, REPLY_TOO_LONG);

    const replied = await api('POST', url, seller, { text: 'It was stored with care, sorry.' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(reviewSchema.parse(replied.json())).toMatchObject({
      reply: 'It was stored with care, sorry.',
      repliedAt: expect.any(String),
    });
    expectRefusal(
      await api('POST', url, seller, { text: 'One more thing' }),
      409,
      'You have already replied to this review',
    );

    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.user.id), eq(notifications.kind, 'review')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(note).toMatchObject({
      title: `${seller.user.username} replied to your review`,
      body: 'It was stored with care, sorry.',
      url: `/profile/${seller.user.username}?tab=reviews`,
    });
  });
});

describe('removing a review', () => {
  it('is for admins, takes it off the profile and keeps the reason in the audit log', async () => {
    const dealId = await confirmedDeal(ctx.db, buyer, seller);
    const review = await reviewed(ctx.app, buyer, dealId, { rating: 1, text: 'Rude words' });
    const url = `/api/reviews/${review.id}`;
    const reason = { reason: 'Insults the seller' };

    for (const other of [buyer, seller, stranger]) {
      expectRefusal(await api('DELETE', url, other, reason), 403, 'Only admins can do this');
    }
    expect((await api('DELETE', url, null, reason)).statusCode).toBe(401);
    expectRefusal(await api('DELETE', url, admin, { reason: ' ' }), 400, REMOVAL_REASON_REQUIRED);
    expectRefusal(await api('DELETE', url, admin, {}), 400, REMOVAL_REASON_REQUIRED);

    expect((await api('DELETE', url, admin, reason)).statusCode).toBe(204);
    expect((await reviewsOf(seller)).reviews.map((r) => r.id)).not.toContain(review.id);
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ removedById: admin.user.id, removedReason: 'Insults the seller' });
    expect(row!.removedAt).toBeInstanceOf(Date);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'review'), eq(auditLog.subjectId, String(review.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'review.remove',
        reason: 'Insults the seller',
      }),
    ]);

    expectRefusal(await api('DELETE', url, admin, reason), 404, 'Review not found');
    expectRefusal(await api('PATCH', url, buyer, { rating: 5, text: '' }), 404, 'Review not found');
    expectRefusal(
      await api('POST', `${url}/reply`, seller, { text: 'Thanks' }),
      404,
      'Review not found',
    );
  });
});

describe('a person’s reviews', () => {
  it('pages newest first and refuses a cursor it did not make', async () => {
    const reviewee = await createAccount(ctx.app);
    const written: number[] = [];
    for (let n = 0; n < 5; n += 1) {
      const reviewer = await createAccount(ctx.app);
      const dealId = await confirmedDeal(ctx.db, reviewer, reviewee);
      written.push(
        (await reviewed(ctx.app, reviewer, dealId, { rating: 5, text: `Review ${n}` })).id,
      );
    }
    const first = await reviewsOf(reviewee, '?limit=2');
    const second = await reviewsOf(reviewee, `?limit=2&cursor=${first.nextCursor}`);
    const third = await reviewsOf(reviewee, `?limit=2&cursor=${second.nextCursor}`);
    expect([...first.reviews, ...second.reviews, ...third.reviews].map((r) => r.id)).toEqual(
      written.reverse(),
    );
    expect(third.nextCursor).toBeNull();
    expect((await reviewsOf(reviewee)).reviews).toHaveLength(5);

    for (const query of [
      '?cursor=bm90LWEtY3Vyc29y',
      `?cursor=${Buffer.from('n|5').toString('base64url')}`,
    ]) {
      expectRefusal(
        await api('GET', `/api/users/${reviewee.user.username}/reviews${query}`, null),
        400,
        'cursor is not valid: start again from the first page',
      );
    }
    expectRefusal(
      await api('GET', `/api/users/${reviewee.user.username}/reviews?limit=0`, null),
      400,
      'limit must be a whole number from 1 to 50',
    );
  });

  it('is empty for someone never reviewed and 404 for nobody', async () => {
    const fresh = await createAccount(ctx.app);
    expect(await reviewsOf(fresh)).toEqual({ reviews: [], nextCursor: null });
    expectRefusal(await api('GET', '/api/users/nobodyatall/reviews', null), 404, 'User not found');
  });
});
