/**
 * Push alerts reach only allowed push services at public addresses (decision 049): a subscription
 * whose service resolves off the public internet, or is no longer allowed, is deleted at its next
 * delivery without a connection.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@/server/db/schema';
import { resolveWithDns, type HostAddress } from '@/server/push/checked-lookup';
import { eventually } from './email-helpers';
import { sentText } from './messaging-helpers';
import { deliveryStates, subscribeBrowser, useAppWithPushService } from './push-helpers';
import { tradeAccounts, tradeCalls, type Account } from './trade-helpers';

/** What DNS could answer for a name under an allowed wildcard: the test's own loopback service. */
const LOOPBACK_NAMES: Record<string, HostAddress[]> = {
  'alerts.push.test': [{ address: '127.0.0.1', family: 4 }],
  'mapped.push.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
};

const { ctx, push } = useAppWithPushService({
  // Allowed, but not named exactly: they must resolve to public addresses.
  moreHosts: (service) => [`*.push.test:${new URL(service.base).port}`],
  resolve: async (hostname) => LOOPBACK_NAMES[hostname] ?? resolveWithDns(hostname),
});
const { listingConversation } = tradeCalls(ctx);
let seller: Account;
let buyer: Account;
let port: string;

beforeAll(async () => {
  ({ seller, buyer } = await tradeAccounts(ctx.app));
  port = new URL(push.service.base).port;
});

async function subscriptionId(endpoint: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  return row?.id;
}

/** Sends the seller a message, waits until each subscription's delivery has ended, and says how. */
async function alertSeller(ids: number[]): Promise<void> {
  const { conversation } = await listingConversation(buyer, seller);
  await sentText(ctx.app, buyer, conversation.id, 'Is this still available?');
  for (const id of ids) {
    await eventually(async () => expect(await deliveryStates(ctx.db, id)).toEqual(['completed']));
  }
}

describe('push services off the public internet', () => {
  it('deletes a subscription whose allowed host resolves to a loopback address, without connecting', async () => {
    const browsers = Object.keys(LOOPBACK_NAMES).map((name) =>
      push.service.browser(`https://${name}:${port}`),
    );
    const ids = [];
    for (const browser of browsers) {
      await subscribeBrowser(ctx.app, seller, browser);
      ids.push((await subscriptionId(browser.endpoint))!);
    }
    const connections = push.service.connections;
    await alertSeller(ids);
    for (const browser of browsers) {
      expect(await subscriptionId(browser.endpoint), browser.endpoint).toBeUndefined();
    }
    expect(push.service.connections).toBe(connections);
  });

  it('deletes a stored subscription whose host is no longer allowed at its next delivery, without connecting', async () => {
    // Subscribed when any https endpoint was taken, or before PUSH_SERVICE_HOSTS changed.
    const retired = push.service.browser(`https://localhost:${port}`);
    const [row] = await ctx.db
      .insert(pushSubscriptions)
      .values({
        userId: seller.user.id,
        endpoint: retired.endpoint,
        p256dh: retired.subscription.keys.p256dh,
        auth: retired.subscription.keys.auth,
      })
      .returning({ id: pushSubscriptions.id });
    const connections = push.service.connections;
    await alertSeller([row!.id]);
    expect(await subscriptionId(retired.endpoint)).toBeUndefined();
    expect(push.service.connections).toBe(connections);
  });

  it('still sends to a host PUSH_SERVICE_HOSTS names exactly, wherever it is', async () => {
    const browser = push.service.browser();
    await subscribeBrowser(ctx.app, seller, browser);
    await alertSeller([(await subscriptionId(browser.endpoint))!]);
    expect(push.service.deliveredTo(browser.endpoint)).toHaveLength(1);
  });
});
