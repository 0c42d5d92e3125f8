import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deals, notifications } from '@/server/db/schema';
import {
  AMOUNT_FORMAT,
  AMOUNT_POSITIVE,
  CANCEL_REASON_REQUIRED,
  CANCEL_REASON_TOO_LONG,
  dealSchema,
} from '@/shared/schemas/deals';
import { createAccount } from './auth-helpers';
import { tradeAccounts, tradeCalls, type Account } from './trade-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const { call, ok, listingConversation, wtbConversation, lastStep, notificationsOf } =
  tradeCalls(ctx);
let seller: Account;
let buyer: Account;
let outsider: Account;
beforeAll(async () => ({ seller, buyer, outsider } = await tradeAccounts(ctx.app)));

async function propose(conversationId: string, who: Account, price = '140') {
  return dealSchema.parse(
    await ok(201, 'POST', `/api/conversations/${conversationId}/deal`, who, { price }),
  );
}

const act = (dealId: number, action: string, who: Account | null, payload?: object) =>
  call('POST', `/api/deals/${dealId}/${action}`, who, payload);

/** A deal the seller proposed and the buyer confirmed, about a new listing. */
async function confirmedDeal() {
  const { conversation, listing } = await listingConversation(buyer, seller);
  const proposed = await propose(conversation.id, seller);
  const deal = dealSchema.parse(await ok(200, 'POST', `/api/deals/${proposed.id}/confirm`, buyer));
  return { conversation, listing, deal };
}

describe('proposing a deal', () => {
  it('either party proposes; a newer proposal supersedes the one waiting', async () => {
    const { conversation } = await listingConversation(buyer, seller);
    const first = await propose(conversation.id, buyer, '140');
    expect(first).toMatchObject({
      state: 'proposed',
      price: '140.00',
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      proposedById: buyer.user.id,
      offerId: null,
      actions: ['cancel'],
    });
    expect(await lastStep(conversation.id)).toMatchObject({
      content: 'Deal proposed at $140.00',
      dealId: first.id,
    });
    expect((await notificationsOf(seller, 'deal'))[0]).toMatchObject({
      title: 'Deal proposed at $140.00',
      url: `/?conversation=${conversation.id}`,
    });
    const second = await propose(conversation.id, seller, '135.5');
    const trade = await ok(200, 'GET', `/api/conversations/${conversation.id}/trade`, buyer);
    expect(trade).toMatchObject({
      deal: { id: second.id, price: '135.50', actions: ['confirm', 'decline'] },
      canOffer: true,
      canProposeDeal: true,
    });
    const [old] = await ctx.db.select().from(deals).where(eq(deals.id, first.id));
    expect(old!.state).toBe('superseded');
    expect((await act(first.id, 'confirm', seller)).statusCode).toBe(409);
  });

  it('answers every bad price, a sold listing, a third user and a visitor', async () => {
    const { conversation, listing } = await listingConversation(buyer, seller, '150.00');
    const url = `/api/conversations/${conversation.id}/deal`;
    const cases: [unknown, string][] = [
      [undefined, 'Price is required'],
      ['1.234', AMOUNT_FORMAT],
      ['0.00', AMOUNT_POSITIVE],
      ['-1', AMOUNT_FORMAT],
      ['150.01', 'Deals cannot be more than the price ($150.00)'],
    ];
    for (const [price, message] of cases) {
      const response = await call('POST', url, buyer, { price });
      expect(response.statusCode, String(price)).toBe(400);
      expect(response.json().message, String(price)).toContain(message);
    }
    expect((await call('POST', url, outsider, { price: '10' })).statusCode).toBe(404);
    expect((await call('POST', url, null, { price: '10' })).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/conversations/${conversation.id}/trade`, outsider)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/conversations/${conversation.id}/trade`, null)).statusCode,
    ).toBe(401);

    await ok(200, 'PATCH', `/api/listings/${listing.id}/sold`, seller);
    const sold = await call('POST', url, seller, { price: '10' });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toBe('This item has already been sold');
    const trade = await ok(200, 'GET', `/api/conversations/${conversation.id}/trade`, buyer);
    expect(trade).toMatchObject({ canOffer: false, canProposeDeal: false });
  });
});

describe('confirming and declining', () => {
  it('the other party confirms: recorded, the listing sold with Mark as Sold’s reactions', async () => {
    const { conversation, listing } = await listingConversation(buyer, seller);
    await ok(200, 'POST', `/api/listings/${listing.id}/favourite`, outsider);
    const proposed = await propose(conversation.id, seller);

    const turn = await act(proposed.id, 'confirm', seller);
    expect(turn.statusCode).toBe(403);
    expect(turn.json().message).toBe("It is the buyer's turn to confirm or decline this deal");
    expect((await act(proposed.id, 'confirm', outsider)).statusCode).toBe(404);
    expect((await act(proposed.id, 'confirm', null)).statusCode).toBe(401);

    const confirmed = await ok(200, 'POST', `/api/deals/${proposed.id}/confirm`, buyer);
    expect(confirmed).toMatchObject({ state: 'confirmed', actions: ['cancel', 'review'] });
    expect(Date.parse(confirmed.cancellableUntil) - Date.parse(confirmed.confirmedAt)).toBe(
      24 * 3_600_000,
    );
    expect(await lastStep(conversation.id)).toMatchObject({ content: 'Deal confirmed at $140.00' });
    expect((await notificationsOf(seller, 'deal'))[0]!.title).toBe('Deal confirmed at $140.00');
    expect((await ok(200, 'GET', `/api/listings/${listing.id}`, buyer)).isSold).toBe(true);
    const sold = await ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, outsider.user.id), eq(notifications.kind, 'sold')));
    expect(sold).toHaveLength(1);

    const again = await act(proposed.id, 'confirm', buyer);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This deal is no longer waiting for confirmation');
  });

  it('the other party declines; the proposer may not', async () => {
    const { conversation } = await listingConversation(buyer, seller);
    const proposed = await propose(conversation.id, buyer);
    expect((await act(proposed.id, 'decline', buyer)).statusCode).toBe(403);
    expect((await act(proposed.id, 'decline', outsider)).statusCode).toBe(404);
    expect((await act(proposed.id, 'decline', null)).statusCode).toBe(401);
    expect(await ok(200, 'POST', `/api/deals/${proposed.id}/decline`, seller)).toMatchObject({
      state: 'declined',
      actions: [],
    });
    expect((await notificationsOf(buyer, 'deal'))[0]!.title).toBe('Deal declined');
    expect((await act(proposed.id, 'decline', seller)).statusCode).toBe(409);
    expect((await act(proposed.id, 'confirm', seller)).statusCode).toBe(409);
    expect((await act(proposed.id, 'cancel', buyer, { reason: 'x' })).statusCode).toBe(409);
  });

  it('a deal of a listing sold meanwhile in another conversation answers 409 and changes nothing', async () => {
    const { conversation, listing } = await listingConversation(buyer, seller);
    const waiting = await propose(conversation.id, seller);
    await ok(200, 'PATCH', `/api/listings/${listing.id}/sold`, seller);
    const response = await act(waiting.id, 'confirm', buyer);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This item has already been sold');
    const [row] = await ctx.db.select().from(deals).where(eq(deals.id, waiting.id));
    expect(row!.state).toBe('proposed');
  });

  it('two simultaneous confirms of deals for one listing leave exactly one confirmed', async () => {
    const other = await createAccount(ctx.app);
    const { conversation, listing } = await listingConversation(buyer, seller);
    const response = await call('POST', '/api/conversations', other, {
      sellerId: seller.user.id,
      listingId: listing.id,
      isWTB: false,
    });
    const second = response.json();
    const [a, b] = [await propose(conversation.id, seller), await propose(second.id, seller)];
    const answers = await Promise.all([act(a.id, 'confirm', buyer), act(b.id, 'confirm', other)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const confirmed = await ctx.db
      .select()
      .from(deals)
      .where(and(eq(deals.listingId, listing.id), eq(deals.state, 'confirmed')));
    expect(confirmed).toHaveLength(1);
  });
});

describe('cancelling', () => {
  it('the proposer withdraws a proposal; the other party may not', async () => {
    const { conversation } = await listingConversation(buyer, seller);
    const proposed = await propose(conversation.id, buyer);
    const notTheirs = await act(proposed.id, 'cancel', seller, { reason: 'No' });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json().message).toMatch(/confirm or decline it instead/);
    expect(
      await ok(200, 'POST', `/api/deals/${proposed.id}/cancel`, buyer, {
        reason: 'Changed my mind',
      }),
    ).toMatchObject({ state: 'cancelled', cancelReason: 'Changed my mind' });
    expect(await lastStep(conversation.id)).toMatchObject({
      content: 'Deal cancelled: Changed my mind',
    });
  });

  it('either party cancels a confirmed deal within 24 hours, with a reason; the listing stays sold', async () => {
    for (const who of [buyer, seller]) {
      const { deal, listing } = await confirmedDeal();
      for (const [reason, message] of [
        [undefined, CANCEL_REASON_REQUIRED],
        ['   ', CANCEL_REASON_REQUIRED],
        ['x'.repeat(501), CANCEL_REASON_TOO_LONG],
      ] as const) {
        const response = await act(deal.id, 'cancel', who, { reason });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toContain(message);
      }
      expect((await act(deal.id, 'cancel', outsider, { reason: 'x' })).statusCode).toBe(404);
      expect((await act(deal.id, 'cancel', null, { reason: 'x' })).statusCode).toBe(401);
      const cancelled = await ok(200, 'POST', `/api/deals/${deal.id}/cancel`, who, {
        reason: 'No-show at the meetup',
      });
      expect(cancelled).toMatchObject({ state: 'cancelled', actions: [] });
      const other = who === buyer ? seller : buyer;
      expect((await notificationsOf(other, 'deal'))[0]!.title).toBe(
        'Deal cancelled: No-show at the meetup',
      );
      expect((await ok(200, 'GET', `/api/listings/${listing.id}`, buyer)).isSold).toBe(true);
    }
  });

  it('refuses a cancel after the 24 hours (409)', async () => {
    const { deal } = await confirmedDeal();
    // Moves the confirmation 25 hours back instead of waiting.
    await ctx.db
      .update(deals)
      .set({ confirmedAt: sql`now() - interval '25 hours'` })
      .where(eq(deals.id, deal.id));
    const response = await act(deal.id, 'cancel', buyer, { reason: 'Too late' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A deal can be cancelled only within 24 hours of its confirmation',
    );
  });
});

describe('a WTB conversation', () => {
  it('the request’s poster pays; confirming marks the request found; no deals after', async () => {
    // `seller` answers `buyer`'s request: the conversation's sellerId is the poster (buyer).
    const { conversation, wtb } = await wtbConversation(seller, buyer);
    const trade = await ok(200, 'GET', `/api/conversations/${conversation.id}/trade`, seller);
    expect(trade).toMatchObject({ canOffer: false, canProposeDeal: true, offer: null, deal: null });
    const proposed = await propose(conversation.id, seller, '999');
    expect(proposed).toMatchObject({
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      wtbListingId: wtb.id,
      listingId: null,
    });
    await ok(200, 'POST', `/api/deals/${proposed.id}/confirm`, buyer);
    expect((await ok(200, 'GET', `/api/wtb-listings/${wtb.id}`, buyer)).isFulfilled).toBe(true);
    const again = await call('POST', `/api/conversations/${conversation.id}/deal`, seller, {
      price: '10',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This WTB listing has already been found');
  });
});
