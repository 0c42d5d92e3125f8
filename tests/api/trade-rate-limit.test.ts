import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { deals, messages, notifications, offers } from '@/server/db/schema';
import { sendText } from './messaging-helpers';
import { useTestApp } from './test-app';
import { tradeAccounts, tradeCalls, type Account } from './trade-helpers';

// docs/product.md, Rate limits: offer and deal steps count against MESSAGE_RATE_LIMIT, with texts.
const LIMIT = 3;
const ctx = useTestApp(() => ({ MESSAGE_RATE_LIMIT: String(LIMIT) }));
const { call, ok, listingConversation } = tradeCalls(ctx);
const TOO_QUICKLY =
  /^You are sending messages too quickly\. Please wait \d+ seconds and try again\.$/;

let outsider: Account;
beforeAll(async () => {
  ({ outsider } = await tradeAccounts(ctx.app));
});

/** Fresh people each time: every test starts with an unused minute. */
async function freshConversation(price = '200.00') {
  const { seller, buyer } = await tradeAccounts(ctx.app);
  const { conversation } = await listingConversation(buyer, seller, price);
  return { seller, buyer, conversationId: conversation.id };
}

/** Everything a step writes: its thread lines, the other person's notifications, offers, deals. */
async function written(conversationId: string, otherId: string) {
  const [[lines], [notified], offerRows, dealRows] = await Promise.all([
    ctx.db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conversationId)),
    ctx.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, otherId)),
    ctx.db
      .select({ id: offers.id, state: offers.state })
      .from(offers)
      .where(eq(offers.conversationId, conversationId))
      .orderBy(offers.id),
    ctx.db
      .select({ id: deals.id, state: deals.state })
      .from(deals)
      .where(eq(deals.conversationId, conversationId))
      .orderBy(deals.id),
  ]);
  return { lines: lines!.n, notified: notified!.n, offerRows, dealRows };
}

/** Texts from `who` until the limit answers (the steps already taken count too). */
async function useUpMinute(who: Account, conversationId: string) {
  for (let i = 0; i <= LIMIT; i += 1) {
    const response = await sendText(ctx.app, who, conversationId, `filler ${i}`);
    if (response.statusCode === 429) return;
    expect(response.statusCode, response.body).toBe(201);
  }
  throw new Error('the message limit never answered');
}

async function expectRefusedWritingNothing(
  conversationId: string,
  otherId: string,
  step: () => ReturnType<typeof call>,
) {
  const before = await written(conversationId, otherId);
  const refused = await step();
  expect(refused.statusCode, refused.body).toBe(429);
  expect(refused.json().message).toMatch(TOO_QUICKLY);
  expect(await written(conversationId, otherId)).toEqual(before);
}

describe('offer and deal steps under MESSAGE_RATE_LIMIT', () => {
  it('stops an offer flood at the limit, writing nothing for the refused one', async () => {
    const { seller, buyer, conversationId } = await freshConversation();
    const url = `/api/conversations/${conversationId}/offers`;
    for (let i = 0; i < LIMIT; i += 1) await ok(201, 'POST', url, buyer, { amount: `${100 + i}` });
    await expectRefusedWritingNothing(conversationId, seller.user.id, () =>
      call('POST', url, buyer, { amount: '150' }),
    );
    // One count for texts and steps: the buyer's text is refused too; the seller's own are free.
    expect((await sendText(ctx.app, buyer, conversationId, 'hello?')).statusCode).toBe(429);
    const [open] = (await written(conversationId, seller.user.id)).offerRows.slice(-1);
    await ok(201, 'POST', `/api/offers/${open!.id}/counter`, seller, { amount: '180' });
  });

  it('counts every offer step against the same limit as texts', async () => {
    // The buyer's offer, the seller's turn: counter, accept, decline.
    for (const answer of ['counter', 'accept', 'decline'] as const) {
      const { seller, buyer, conversationId } = await freshConversation();
      const offer = await ok(201, 'POST', `/api/conversations/${conversationId}/offers`, buyer, {
        amount: '150',
      });
      await useUpMinute(seller, conversationId);
      await expectRefusedWritingNothing(conversationId, buyer.user.id, () =>
        call('POST', `/api/offers/${offer.id}/${answer}`, seller, { amount: '190' }),
      );
    }
    // The buyer takes their own offer back.
    const { seller, buyer, conversationId } = await freshConversation();
    const offer = await ok(201, 'POST', `/api/conversations/${conversationId}/offers`, buyer, {
      amount: '150',
    });
    await useUpMinute(buyer, conversationId);
    await expectRefusedWritingNothing(conversationId, seller.user.id, () =>
      call('POST', `/api/offers/${offer.id}/withdraw`, buyer),
    );
  });

  it('counts every deal step against the same limit as texts', async () => {
    {
      const { seller, buyer, conversationId } = await freshConversation();
      await useUpMinute(seller, conversationId);
      await expectRefusedWritingNothing(conversationId, buyer.user.id, () =>
        call('POST', `/api/conversations/${conversationId}/deal`, seller, { price: '190' }),
      );
    }
    // The seller's proposal, the buyer's turn: confirm or decline.
    for (const answer of ['confirm', 'decline'] as const) {
      const { seller, buyer, conversationId } = await freshConversation();
      const deal = await ok(201, 'POST', `/api/conversations/${conversationId}/deal`, seller, {
        price: '190',
      });
      await useUpMinute(buyer, conversationId);
      await expectRefusedWritingNothing(conversationId, seller.user.id, () =>
        call('POST', `/api/deals/${deal.id}/${answer}`, buyer),
      );
    }
    // A confirmed deal cancelled by the buyer.
    const { seller, buyer, conversationId } = await freshConversation();
    const deal = await ok(201, 'POST', `/api/conversations/${conversationId}/deal`, seller, {
      price: '190',
    });
    await ok(200, 'POST', `/api/deals/${deal.id}/confirm`, buyer);
    await useUpMinute(buyer, conversationId);
    await expectRefusedWritingNothing(conversationId, seller.user.id, () =>
      call('POST', `/api/deals/${deal.id}/cancel`, buyer, { reason: 'Changed my mind' }),
    );
  });

  it('counts a refused step neither as a step nor against the person', async () => {
    const { buyer, conversationId } = await freshConversation('100.00');
    const url = `/api/conversations/${conversationId}/offers`;
    // Over the price: 400, and nothing counted, so the limit's worth of offers still goes through.
    for (let i = 0; i < LIMIT; i += 1) {
      expect((await call('POST', url, buyer, { amount: '500' })).statusCode).toBe(400);
    }
    for (let i = 0; i < LIMIT; i += 1) await ok(201, 'POST', url, buyer, { amount: `${50 + i}` });
    // Outside the conversation: 404 as before, not 429.
    expect((await call('POST', url, outsider, { amount: '60' })).statusCode).toBe(404);
  });
});
