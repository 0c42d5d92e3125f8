import { beforeAll, expect, it } from 'vitest';
import { createAccount } from './auth-helpers';
import { confirmedDeal } from './fixtures/deals';
import { useLiveStreams, type LiveStream } from './live-client';
import { call, createAdmin, reviewed, type Account } from './review-helpers';
import { useTestApp } from './test-app';

// docs/decisions/053-live-invalidation.md: a change to a review tells both parties' open tabs
// whose rating and reviews to read again, whether or not anyone is notified of it.

const ctx = useTestApp();
let buyer: Account;
let seller: Account;
let stranger: Account;
let admin: Account;
const stream = useLiveStreams(ctx);

beforeAll(async () => {
  [buyer, seller, stranger] = [
    await createAccount(ctx.app),
    await createAccount(ctx.app),
    await createAccount(ctx.app),
  ];
  admin = await createAdmin(ctx.app, ctx.db);
});

const reputationEvents = (live: LiveStream) =>
  live.events.filter((event) => event.type === 'reputation').map((event) => event.data);

/** Waits until `live` has received `count` reputation events. */
async function received(live: LiveStream, count: number) {
  await live.waitFor(() => reputationEvents(live).length >= count);
}

it("tells the reviewer's and the reviewed person's streams when a review is written, edited, answered or removed", async () => {
  const [buyerLive, sellerLive, strangerLive] = await Promise.all([
    stream(buyer),
    stream(seller),
    stream(stranger),
  ]);
  const dealId = await confirmedDeal(ctx.db, buyer, seller);
  const about = { username: seller.user.username as string };

  const review = await reviewed(ctx.app, buyer, dealId, { rating: 4, text: 'Fine.' });
  await Promise.all([received(buyerLive, 1), received(sellerLive, 1)]);

  const edit = await call(ctx.app, 'PATCH', `/api/reviews/${review.id}`, buyer, {
    rating: 5,
    text: 'Better than fine.',
  });
  expect(edit.statusCode, edit.body).toBe(200);
  await Promise.all([received(buyerLive, 2), received(sellerLive, 2)]);

  const reply = await call(ctx.app, 'POST', `/api/reviews/${review.id}/reply`, seller, {
    text: 'Thanks!',
  });
  expect(reply.statusCode, reply.body).toBe(200);
  await Promise.all([received(buyerLive, 3), received(sellerLive, 3)]);

  const removal = await call(ctx.app, 'DELETE', `/api/reviews/${review.id}`, admin, {
    reason: 'Off topic',
  });
  expect(removal.statusCode, removal.body).toBe(204);
  await Promise.all([received(buyerLive, 4), received(sellerLive, 4)]);

  expect(reputationEvents(buyerLive)).toEqual([about, about, about, about]);
  expect(reputationEvents(sellerLive)).toEqual([about, about, about, about]);
  // Notices are handled one at a time, each for every stream: someone else's came with these.
  expect(reputationEvents(strangerLive)).toEqual([]);
});
