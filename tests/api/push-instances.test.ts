/**
 * Push alerts with two app instances on one database: each alert is delivered once, whichever
 * instance takes its jobs, and a live stream open on either instance holds them back.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { eventually } from './email-helpers';
import { openLiveStream } from './live-client';
import { sentText } from './messaging-helpers';
import {
  messageAlertStates,
  PUSH_TEST_JOBS,
  subscribeBrowser,
  useAppWithPushService,
} from './push-helpers';
import { tradeAccounts, tradeCalls, type Account } from './trade-helpers';

const { ctx, push } = useAppWithPushService();
const { listingConversation } = tradeCalls(ctx);
let seller: Account;
let buyer: Account;
let other: FastifyInstance;

beforeAll(async () => {
  ({ seller, buyer } = await tradeAccounts(ctx.app));
  other = await buildApp({
    config: ctx.config,
    db: ctx.db,
    pushTransport: { ca: push.service.ca },
    jobs: PUSH_TEST_JOBS,
  });
  await other.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => other?.close());

describe('push alerts across instances', () => {
  it('both instances serve the same VAPID key', async () => {
    const keyOf = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/push/key' })).json().publicKey;
    expect(await keyOf(other)).toBe(await keyOf(ctx.app));
  });

  it('delivers each alert once while both instances work the queue', async () => {
    const browser = push.service.browser();
    await subscribeBrowser(ctx.app, seller, browser);
    const { conversation } = await listingConversation(buyer, seller);
    const texts = Array.from({ length: 6 }, (_, i) => `Message ${i + 1}`);
    const sent = [];
    for (const [i, text] of texts.entries()) {
      sent.push(await sentText(i % 2 ? other : ctx.app, buyer, conversation.id, text));
    }
    await eventually(() => expect(push.service.deliveredTo(browser.endpoint)).toHaveLength(6));
    for (const message of sent) {
      await eventually(async () =>
        expect(await messageAlertStates(ctx.db, message.id)).toEqual(['completed']),
      );
    }
    expect(
      push.service
        .deliveredTo(browser.endpoint)
        .map((d) => d.payload.body)
        .sort(),
    ).toEqual(texts);
  });

  it('pushes nothing while a live stream is open on the other instance', async () => {
    const browser = push.service.browser();
    await subscribeBrowser(ctx.app, seller, browser);
    const { conversation } = await listingConversation(buyer, seller);
    const base = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
    const live = await openLiveStream(base, seller.cookie);
    await live.waitFor((event) => event.type === 'ready');
    const seen = await sentText(ctx.app, buyer, conversation.id, 'Seen on the other instance');
    await eventually(async () =>
      expect(await messageAlertStates(ctx.db, seen.id)).toEqual(['completed']),
    );
    expect(push.service.deliveredTo(browser.endpoint)).toEqual([]);
    live.close();
    await live.ended;
    // Closed on the other instance: the next message is pushed (the presence write may land a
    // moment after the stream ends, so a message sent before it is held back).
    await eventually(async () => {
      await sentText(ctx.app, buyer, conversation.id, 'After the stream');
      await push.service.waitFor((d) => d.endpoint === browser.endpoint, 3_000);
    });
  });
});
