import { beforeAll, expect, it } from 'vitest';
import { liveEventSchema } from '@/shared/schemas/chat';
import { createAccount } from './auth-helpers';
import { eventually, TestOutbox } from './email-helpers';
import { useLiveStreams, type LiveStream } from './live-client';
import { tradeCalls, type Account } from './trade-helpers';
import { useTestApp } from './test-app';

const outbox = new TestOutbox();
const ctx = useTestApp(
  () => ({}),
  () => ({ mailer: outbox, jobs: { pollingSeconds: 0.5, retryDelaySeconds: 1 } }),
);
const { ok, listingConversation } = tradeCalls(ctx);
let seller: Account;
let buyer: Account;
const stream = useLiveStreams(ctx);

beforeAll(async () => {
  [seller, buyer] = await Promise.all([createAccount(ctx.app), createAccount(ctx.app)]);
});

/** The live `message` event carrying the offer `offerId`, as `live`'s owner received it. */
async function offerEvent(live: LiveStream, offerId: number) {
  const event = await live.waitFor(
    (item) =>
      item.type === 'message' &&
      (item.data as { message: { offer?: { id: number } } }).message.offer?.id === offerId,
  );
  return liveEventSchema.parse({ type: event.type, ...(event.data as object) });
}

it('delivers an offer step live to both, each with their own actions on the card', async () => {
  const [buyerLive, sellerLive] = await Promise.all([stream(buyer), stream(seller)]);
  const { conversation } = await listingConversation(buyer, seller);
  const offer = await ok(201, 'POST', `/api/conversations/${conversation.id}/offers`, buyer, {
    amount: '99',
  });
  const toSeller = await offerEvent(sellerLive, offer.id);
  const toBuyer = await offerEvent(buyerLive, offer.id);
  if (toSeller.type !== 'message' || toBuyer.type !== 'message') throw new Error('not a message');
  expect(toSeller.message).toMatchObject({ content: 'Offer: $99.00', deal: null });
  expect(toSeller.message.offer!.actions).toEqual(['accept', 'decline', 'counter']);
  expect(toBuyer.message.offer!.actions).toEqual(['withdraw']);
  expect(toSeller.conversation.lastMessage?.content).toBe('Offer: $99.00');

  // The seller's instant e-mail (the deals group's default): the summary, the item, the link.
  await eventually(() =>
    expect(outbox.to(seller.email).filter((mail) => mail.subject === 'Offer: $99.00')).toHaveLength(
      1,
    ),
  );
  const mail = outbox.to(seller.email).find((m) => m.subject === 'Offer: $99.00')!;
  expect(mail.text).toContain(`${ctx.config.publicUrl}/?conversation=${conversation.id}`);
});
