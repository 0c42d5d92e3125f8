import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offers } from '@/server/db/schema';
import {
  AMOUNT_FORMAT,
  AMOUNT_POSITIVE,
  AMOUNT_REQUIRED,
  offerSchema,
} from '@/shared/schemas/deals';
import { messagePageSchema } from '@/shared/schemas/chat';
import { tradeAccounts, tradeCalls, type Account } from './trade-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const { call, ok, listingConversation, wtbConversation, lastStep, notificationsOf } =
  tradeCalls(ctx);
let seller: Account;
let buyer: Account;
let outsider: Account;
beforeAll(async () => ({ seller, buyer, outsider } = await tradeAccounts(ctx.app)));

/** The buyer's open offer of `amount` in a new conversation about a $150 listing. */
async function openOffer(amount = '120') {
  const { conversation, listing } = await listingConversation(buyer, seller);
  const offer = offerSchema.parse(
    await ok(201, 'POST', `/api/conversations/${conversation.id}/offers`, buyer, { amount }),
  );
  return { conversation, listing, offer };
}

const act = (offerId: number, action: string, who: Account | null, payload?: object) =>
  call('POST', `/api/offers/${offerId}/${action}`, who, payload);

describe('making an offer', () => {
  it('the buyer offers: 201, a thread step, the seller notified, each side sees its actions', async () => {
    const { conversation, offer } = await openOffer('120');
    expect(offer).toMatchObject({
      makerId: buyer.user.id,
      isCounter: false,
      amount: '120.00',
      state: 'open',
      actions: ['withdraw'],
    });
    const hours = (Date.parse(offer.expiresAt) - Date.parse(offer.createdAt)) / 3_600_000;
    expect(hours).toBe(48);
    const step = await lastStep(conversation.id);
    expect(step).toMatchObject({ content: 'Offer: $120.00', offerId: offer.id, dealId: null });
    const [notification] = await notificationsOf(seller, 'offer');
    expect(notification).toMatchObject({
      title: 'Offer: $120.00',
      url: `/?conversation=${conversation.id}`,
    });

    const page = messagePageSchema.parse(
      await ok(200, 'GET', `/api/conversations/${conversation.id}/messages`, seller),
    );
    expect(page.messages[0]!.offer).toMatchObject({
      id: offer.id,
      actions: ['accept', 'decline', 'counter'],
    });
    expect(page.messages[0]!.deal).toBeNull();
    const list = await ok(200, 'GET', '/api/conversations', seller);
    expect(list.conversations[0].lastMessage.content).toBe('Offer: $120.00');
  });

  it('a new offer supersedes the open one', async () => {
    const { conversation, offer } = await openOffer('100');
    const second = await ok(201, 'POST', `/api/conversations/${conversation.id}/offers`, buyer, {
      amount: '110.50',
    });
    expect(second).toMatchObject({ amount: '110.50', state: 'open' });
    const page = messagePageSchema.parse(
      await ok(200, 'GET', `/api/conversations/${conversation.id}/messages`, buyer),
    );
    const first = page.messages.find((m) => m.offer?.id === offer.id)!;
    expect(first.offer).toMatchObject({ state: 'superseded', actions: [] });
  });

  it('refuses the seller (403), a third user (404), a visitor (401)', async () => {
    const { conversation } = await listingConversation(buyer, seller);
    const url = `/api/conversations/${conversation.id}/offers`;
    const bySeller = await call('POST', url, seller, { amount: '10' });
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().message).toMatch(/Only the buyer makes offers/);
    expect((await call('POST', url, outsider, { amount: '10' })).statusCode).toBe(404);
    expect((await call('POST', url, null, { amount: '10' })).statusCode).toBe(401);
  });

  it('answers every bad amount with a message that names the problem', async () => {
    const { conversation } = await listingConversation(buyer, seller, '150.00');
    const url = `/api/conversations/${conversation.id}/offers`;
    const cases: [unknown, string][] = [
      [undefined, AMOUNT_REQUIRED],
      ['', AMOUNT_REQUIRED],
      ['12.345', AMOUNT_FORMAT],
      ['-5', AMOUNT_FORMAT],
      ['abc', AMOUNT_FORMAT],
      ['0', AMOUNT_POSITIVE],
      [0, AMOUNT_POSITIVE],
      ['150.01', 'Offers cannot be more than the price ($150.00)'],
    ];
    for (const [amount, message] of cases) {
      const response = await call('POST', url, buyer, { amount });
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().message, String(amount)).toContain(message);
    }
    expect((await call('POST', url, buyer, { amount: '150' })).statusCode).toBe(201);
  });

  it('refuses a sold listing and a WTB conversation (409)', async () => {
    const { conversation, listing } = await listingConversation(buyer, seller);
    await ok(200, 'PATCH', `/api/listings/${listing.id}/sold`, seller);
    const sold = await call('POST', `/api/conversations/${conversation.id}/offers`, buyer, {
      amount: '10',
    });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe('This item has already been sold');

    const wtb = await wtbConversation(seller, buyer);
    for (const who of [seller, buyer]) {
      const response = await call('POST', `/api/conversations/${wtb.conversation.id}/offers`, who, {
        amount: '10',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/propose a deal instead/);
    }
  });
});

describe('answering an offer', () => {
  it('the seller counters; the buyer accepts the counter, which proposes a deal the seller confirms', async () => {
    const { conversation, offer } = await openOffer('100');
    const counter = offerSchema.parse(
      await ok(201, 'POST', `/api/offers/${offer.id}/counter`, seller, { amount: '130' }),
    );
    expect(counter).toMatchObject({ isCounter: true, amount: '130.00', makerId: seller.user.id });
    expect(await lastStep(conversation.id)).toMatchObject({ content: 'Counter-offer: $130.00' });
    expect((await notificationsOf(buyer, 'offer'))[0]!.title).toBe('Counter-offer: $130.00');
    const [original] = await ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(original!.state).toBe('countered');

    // The buyer may not counter a counter; the seller may not answer their own.
    expect((await act(counter.id, 'counter', buyer, { amount: '120' })).statusCode).toBe(403);
    const own = await act(counter.id, 'accept', seller);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe("It is the buyer's turn to answer this offer");

    const accepted = await ok(200, 'POST', `/api/offers/${counter.id}/accept`, buyer);
    expect(accepted.offer).toMatchObject({ state: 'accepted', actions: [] });
    expect(accepted.deal).toMatchObject({
      price: '130.00',
      state: 'proposed',
      proposedById: buyer.user.id,
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      offerId: counter.id,
      actions: ['cancel'],
    });
    expect((await notificationsOf(seller, 'offer'))[0]!.title).toBe('Offer accepted: $130.00');
    const trade = await ok(200, 'GET', `/api/conversations/${conversation.id}/trade`, seller);
    expect(trade.deal).toMatchObject({ id: accepted.deal.id, actions: ['confirm', 'decline'] });
  });

  it('the seller declines; the buyer withdraws; closed offers answer 409', async () => {
    const first = await openOffer('90');
    const turn = await act(first.offer.id, 'decline', buyer);
    expect(turn.statusCode).toBe(403);
    expect(turn.json().message).toBe("It is the seller's turn to answer this offer");
    expect(await ok(200, 'POST', `/api/offers/${first.offer.id}/decline`, seller)).toMatchObject({
      state: 'declined',
    });
    expect((await notificationsOf(buyer, 'offer'))[0]!.title).toBe('Offer declined');
    for (const action of ['accept', 'decline', 'withdraw']) {
      const closed = await act(first.offer.id, action, action === 'withdraw' ? buyer : seller);
      expect(closed.statusCode, action).toBe(409);
      expect(closed.json().message).toBe('This offer is no longer open');
    }

    const second = await openOffer('95');
    const notMine = await act(second.offer.id, 'withdraw', seller);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toMatch(/Only the person who made this offer/);
    expect(await ok(200, 'POST', `/api/offers/${second.offer.id}/withdraw`, buyer)).toMatchObject({
      state: 'withdrawn',
    });
    expect(await lastStep(second.conversation.id)).toMatchObject({ content: 'Offer withdrawn' });
  });

  it('refuses a third user (404) and a visitor (401) for every action', async () => {
    const { offer } = await openOffer('80');
    for (const action of ['accept', 'decline', 'withdraw', 'counter']) {
      const payload = action === 'counter' ? { amount: '90' } : undefined;
      expect((await act(offer.id, action, outsider, payload)).statusCode, action).toBe(404);
      expect((await act(offer.id, action, null, payload)).statusCode, action).toBe(401);
    }
    expect((await act(999_999, 'accept', seller)).statusCode).toBe(404);
  });

  it('checks a counter amount against the price', async () => {
    const { offer } = await openOffer('80');
    const over = await act(offer.id, 'counter', seller, { amount: '151' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('Offers cannot be more than the price ($150.00)');
    expect((await act(offer.id, 'counter', seller, { amount: '1.001' })).statusCode).toBe(400);
  });

  it('an offer past its 48 hours reads as expired and takes no action (409)', async () => {
    const { conversation, offer } = await openOffer('70');
    // Moves the offer's expiry into the past instead of waiting 48 hours.
    await ctx.db
      .update(offers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(offers.id, offer.id));
    const trade = await ok(200, 'GET', `/api/conversations/${conversation.id}/trade`, seller);
    expect(trade.offer).toMatchObject({ id: offer.id, state: 'expired', actions: [] });
    const response = await act(offer.id, 'accept', seller);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This offer has expired');
    const [row] = await ctx.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row!.state).toBe('expired');
    // A new offer is still possible.
    await ok(201, 'POST', `/api/conversations/${conversation.id}/offers`, buyer, { amount: '75' });
  });

  it('after the listing is sold, an open offer cannot be accepted or countered', async () => {
    const { offer, listing } = await openOffer('60');
    await ok(200, 'PATCH', `/api/listings/${listing.id}/sold`, seller);
    for (const action of ['accept', 'counter']) {
      const response = await act(offer.id, action, seller, { amount: '70' });
      expect(response.statusCode, action).toBe(409);
      expect(response.json().message).toBe('This item has already been sold');
    }
    await ok(200, 'POST', `/api/offers/${offer.id}/decline`, seller);
  });

  it('two simultaneous accepts of one offer create one deal', async () => {
    const { conversation, offer } = await openOffer('100');
    const answers = await Promise.all([
      act(offer.id, 'accept', seller),
      act(offer.id, 'accept', seller),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const deals = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from deals where conversation_id = ${conversation.id}`,
    );
    expect(deals.rows[0]!.n).toBe(1);
  });
});
