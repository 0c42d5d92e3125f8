/**
 * Push alerts end to end: the app signs and encrypts each alert for the browser's keys and sends
 * it to a push service of the test's own, which decrypts it as the browser would.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { livePresence, pushSubscriptions } from '@/server/db/schema';
import { offerSchema } from '@/shared/schemas/deals';
import { eventually } from './email-helpers';
import { openLiveStream } from './live-client';
import { sentImage, sentText } from './messaging-helpers';
import {
  deliveryStates,
  messageAlertStates,
  subscribeBrowser,
  useAppWithPushService,
} from './push-helpers';
import type { TestBrowser } from './push-service';
import { tradeAccounts, tradeCalls, type Account } from './trade-helpers';

const { ctx, push } = useAppWithPushService();
const { ok, listingConversation, lastStep } = tradeCalls(ctx);
let seller: Account;
let buyer: Account;
let base: string;

beforeAll(async () => {
  ({ seller, buyer } = await tradeAccounts(ctx.app));
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

/** A new browser of the seller's, subscribed, and a new conversation the buyer started. */
async function subscribedSeller(): Promise<{ browser: TestBrowser; conversationId: string }> {
  const browser = push.service.browser();
  await subscribeBrowser(ctx.app, seller, browser);
  const { conversation } = await listingConversation(buyer, seller);
  return { browser, conversationId: conversation.id };
}

async function subscriptionId(endpoint: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row?.id;
}

describe('push alerts', () => {
  it('pushes a new message to its recipient, encrypted for the browser and signed with the VAPID key', async () => {
    const { browser, conversationId } = await subscribedSeller();
    await sentText(ctx.app, buyer, conversationId, 'Is this still available?');
    const delivery = await push.service.waitFor((d) => d.endpoint === browser.endpoint);
    expect(delivery.payload).toEqual({
      title: `New message from ${buyer.user.username}`,
      body: 'Is this still available?',
      url: `/?conversation=${conversationId}`,
      tag: `conversation-${conversationId}`,
    });
    const { publicKey } = (await ctx.app.inject({ method: 'GET', url: '/api/push/key' })).json();
    expect(delivery.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(delivery.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'high',
    });
    // The sender's own browsers are not told about their own message.
    expect(push.service.deliveredTo(browser.endpoint)).toHaveLength(1);
  });

  it('says a photo was sent', async () => {
    const { browser, conversationId } = await subscribedSeller();
    await sentImage(ctx.app, buyer, conversationId);
    const delivery = await push.service.waitFor((d) => d.endpoint === browser.endpoint);
    expect(delivery.payload.body).toBe('Sent a photo');
  });

  it('pushes a notification with its title, body and link; an offer folds into its conversation’s alert', async () => {
    const { browser, conversationId } = await subscribedSeller();
    offerSchema.parse(
      await ok(201, 'POST', `/api/conversations/${conversationId}/offers`, buyer, {
        amount: '120',
      }),
    );
    const delivery = await push.service.waitFor((d) => d.endpoint === browser.endpoint);
    expect(delivery.payload).toEqual({
      title: 'Offer: $120.00',
      body: expect.stringMatching(/^About “.+”\. Open the conversation to answer\.$/),
      url: `/?conversation=${conversationId}`,
      tag: `conversation-${conversationId}`,
    });
    expect(delivery.headers.urgency).toBe('normal');
    // One alert for the step: its notification's, none for its thread message.
    const step = await lastStep(conversationId);
    expect(step.offerId).not.toBeNull();
    expect(await messageAlertStates(ctx.db, step.id)).toEqual([]);
    expect(push.service.deliveredTo(browser.endpoint)).toHaveLength(1);
  });

  it('pushes nothing while the recipient has a live stream open, and again once it closes', async () => {
    const { browser, conversationId } = await subscribedSeller();
    const live = await openLiveStream(base, seller.cookie);
    await live.waitFor((event) => event.type === 'ready');
    const seen = await sentText(ctx.app, buyer, conversationId, 'You are online');
    await live.waitFor((event) => event.type === 'message');
    await eventually(async () =>
      expect(await messageAlertStates(ctx.db, seen.id)).toEqual(['completed']),
    );
    expect(push.service.deliveredTo(browser.endpoint)).toEqual([]);

    live.close();
    await eventually(async () =>
      expect(
        await ctx.db.select().from(livePresence).where(eq(livePresence.userId, seller.user.id)),
      ).toEqual([]),
    );
    await sentText(ctx.app, buyer, conversationId, 'Now you are not');
    const delivery = await push.service.waitFor((d) => d.endpoint === browser.endpoint);
    expect(delivery.payload.body).toBe('Now you are not');
  });

  it('counts for nothing the streams of an instance that stopped refreshing them (it died)', async () => {
    const { browser, conversationId } = await subscribedSeller();
    // Another instance's row, last refreshed longer ago than three heartbeats.
    await ctx.db.insert(livePresence).values({
      instanceId: 'died-without-clearing',
      userId: seller.user.id,
      streams: 1,
      refreshedAt: new Date(Date.now() - 2 * 60_000),
    });
    await sentText(ctx.app, buyer, conversationId, 'Nobody is really online');
    const delivery = await push.service.waitFor((d) => d.endpoint === browser.endpoint);
    expect(delivery.payload.body).toBe('Nobody is really online');
    await ctx.db.delete(livePresence).where(eq(livePresence.instanceId, 'died-without-clearing'));
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const { browser, conversationId } = await subscribedSeller();
    expect(await subscriptionId(browser.endpoint)).toBeDefined();
    push.service.answerNext(browser.endpoint, 410);
    await sentText(ctx.app, buyer, conversationId, 'Anyone there?');
    await push.service.waitFor((d) => d.endpoint === browser.endpoint && d.status === 410);
    await eventually(async () => expect(await subscriptionId(browser.endpoint)).toBeUndefined());
  });

  it('retries a push the push service failed (500) and delivers it once', async () => {
    const { browser, conversationId } = await subscribedSeller();
    const id = (await subscriptionId(browser.endpoint))!;
    push.service.answerNext(browser.endpoint, 500);
    await sentText(ctx.app, buyer, conversationId, 'Second time lucky');
    const delivery = await push.service.waitFor(
      (d) => d.endpoint === browser.endpoint && d.status === 201,
    );
    expect(delivery.payload.body).toBe('Second time lucky');
    await eventually(async () => expect(await deliveryStates(ctx.db, id)).toEqual(['completed']));
    expect(push.service.deliveries.filter((d) => d.endpoint === browser.endpoint)).toHaveLength(2);
    expect(push.service.deliveredTo(browser.endpoint)).toHaveLength(1);
  });

  it('sends to each of the recipient’s browsers, and a retry only to the one that failed', async () => {
    const { browser, conversationId } = await subscribedSeller();
    const other = push.service.browser();
    await subscribeBrowser(ctx.app, seller, other);
    push.service.answerNext(other.endpoint, 503);
    await sentText(ctx.app, buyer, conversationId, 'To both of your devices');
    // A retried job keeps its place in the queue: it may run before the other browser's first.
    await push.service.waitFor((d) => d.endpoint === other.endpoint && d.status === 201);
    await push.service.waitFor((d) => d.endpoint === browser.endpoint);
    for (const endpoint of [browser.endpoint, other.endpoint]) {
      const id = (await subscriptionId(endpoint))!;
      await eventually(async () => expect(await deliveryStates(ctx.db, id)).toEqual(['completed']));
    }
    expect(push.service.deliveredTo(browser.endpoint)).toHaveLength(1);
    expect(push.service.deliveredTo(other.endpoint)).toHaveLength(1);
  });
});
