import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '@/server/db/schema';
import { PUSH_SUBSCRIPTIONS_PER_USER } from '@/shared/schemas/push';
import { createAccount } from './auth-helpers';
import { TestPushService } from './push-service';
import { useTestApp } from './test-app';

// Only for its browsers' keys and endpoints: nothing is pushed in this file. Started before the
// app, whose PUSH_SERVICE_HOSTS names it.
let service: TestPushService;
beforeAll(async () => {
  service = await TestPushService.start();
  return () => service.close();
});

const ctx = useTestApp(() => ({ PUSH_SERVICE_HOSTS: `${service.host},*.push.example` }));
type Account = Awaited<ReturnType<typeof createAccount>>;
let alice: Account;
let bob: Account;

beforeAll(async () => {
  [alice, bob] = [await createAccount(ctx.app), await createAccount(ctx.app)];
});

const subscribe = (who: Account | null, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: payload as object,
    headers: who ? { cookie: who.cookie } : {},
  });
const unsubscribe = (who: Account | null, endpoint: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    payload: { endpoint },
    headers: who ? { cookie: who.cookie } : {},
  });
const rowsOf = (userId: string) =>
  ctx.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);

describe('the VAPID key', () => {
  it('is given to anyone, the same each time', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(first.statusCode).toBe(200);
    expect(first.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/push/key' });
    expect(again.json()).toEqual(first.json());
  });
});

describe('subscribing a browser', () => {
  it('keeps the subscription for the signed-in account: 201', async () => {
    const browser = service.browser();
    const response = await subscribe(alice, browser.subscription);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(await rowsOf(alice.user.id)).toEqual([
      expect.objectContaining({
        endpoint: browser.endpoint,
        p256dh: browser.subscription.keys.p256dh,
        auth: browser.subscription.keys.auth,
      }),
    ]);
  });

  it('takes the same endpoint again, moving it to the account that subscribes it with fresh keys', async () => {
    const browser = service.browser();
    expect((await subscribe(alice, browser.subscription)).statusCode).toBe(201);
    expect((await subscribe(alice, browser.subscription)).statusCode).toBe(201);
    const renewed = { ...browser.subscription, keys: service.browser().subscription.keys };
    expect((await subscribe(bob, renewed)).statusCode).toBe(201);
    const rows = await ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.endpoint));
    expect(rows).toEqual([
      expect.objectContaining({ userId: bob.user.id, p256dh: renewed.keys.p256dh }),
    ]);
  });

  it(`keeps at most ${PUSH_SUBSCRIPTIONS_PER_USER} browsers per account, dropping the oldest`, async () => {
    const carol = await createAccount(ctx.app);
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_USER + 1 }, () =>
      service.browser(),
    );
    for (const browser of browsers) {
      expect((await subscribe(carol, browser.subscription)).statusCode).toBe(201);
    }
    const endpoints = (await rowsOf(carol.user.id)).map((row) => row.endpoint);
    expect(endpoints).toEqual(browsers.slice(1).map((browser) => browser.endpoint));
    // Subscribing a kept one again makes it the newest: the next to go is the one after it.
    await subscribe(carol, browsers[1]!.subscription);
    await subscribe(carol, service.browser().subscription);
    const kept = (await rowsOf(carol.user.id)).map((row) => row.endpoint);
    expect(kept).toContain(browsers[1]!.endpoint);
    expect(kept).not.toContain(browsers[2]!.endpoint);
    expect(kept).toHaveLength(PUSH_SUBSCRIPTIONS_PER_USER);
  });

  it('refuses a body that is not a browser’s subscription, naming the field: 400', async () => {
    const { subscription } = service.browser();
    const cases: [unknown, string][] = [
      [{ keys: subscription.keys }, 'endpoint is required'],
      [{ ...subscription, endpoint: 'not a url' }, 'endpoint is not valid'],
      [{ ...subscription, endpoint: 'http://push.example/x' }, 'endpoint must be an https URL'],
      [{ endpoint: subscription.endpoint }, 'keys are required'],
      [{ ...subscription, keys: { auth: subscription.keys.auth } }, 'keys.p256dh is required'],
      [
        { ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } },
        'keys.p256dh is not valid',
      ],
      [{ ...subscription, keys: { ...subscription.keys, auth: 'AAAA' } }, 'keys.auth is not valid'],
      [{ ...subscription, keys: { ...subscription.keys, auth: 'a b' } }, 'keys.auth is not valid'],
    ];
    for (const [payload, message] of cases) {
      const response = await subscribe(alice, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('takes only endpoints on a push service PUSH_SERVICE_HOSTS names: 400 This push service is not supported', async () => {
    const { subscription } = service.browser();
    const port = new URL(service.base).port;
    for (const endpoint of [
      'https://push.example/push/1',
      `https://localhost:${port}/push/1`,
      'https://127.0.0.1/push/1',
      'https://127.0.0.1:22/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/1',
      'https://eu.push.example:8443/push/1',
      // A default push service, but the list was replaced.
      'https://fcm.googleapis.com/fcm/send/1',
      // web-push's legacy URL parser would connect to 127.0.0.1.
      'https://127.0.0.1;.eu.push.example/push/1',
    ]) {
      const response = await subscribe(alice, { ...subscription, endpoint });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json()).toEqual({ message: 'This push service is not supported' });
    }
    expect((await rowsOf(alice.user.id)).map((row) => row.endpoint)).not.toContain(
      'https://push.example/push/1',
    );
    const wildcard = { ...subscription, endpoint: 'https://eu.push.example/push/1' };
    expect((await subscribe(alice, wildcard)).statusCode).toBe(201);
  });

  it('refuses an http endpoint, even on a push service it names: 400', async () => {
    const { subscription } = service.browser();
    const endpoint = `http://${service.host}/push/1`;
    const response = await subscribe(alice, { ...subscription, endpoint });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'endpoint must be an https URL' });
  });

  it('is for signed-in people only: 401', async () => {
    const response = await subscribe(null, service.browser().subscription);
    expect(response.statusCode).toBe(401);
  });
});

describe('unsubscribing a browser', () => {
  it('forgets the endpoint; an unknown one or another account’s is fine and left alone', async () => {
    const [mine, theirs] = [service.browser(), service.browser()];
    await subscribe(alice, mine.subscription);
    await subscribe(bob, theirs.subscription);
    for (const endpoint of [mine.endpoint, `${service.base}/push/unknown`, theirs.endpoint]) {
      const response = await unsubscribe(alice, endpoint);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    expect((await rowsOf(alice.user.id)).map((row) => row.endpoint)).not.toContain(mine.endpoint);
    expect((await rowsOf(bob.user.id)).map((row) => row.endpoint)).toContain(theirs.endpoint);
  });

  it('is for signed-in people only: 401; a missing endpoint is a 400', async () => {
    expect((await unsubscribe(null, 'https://push.example/x')).statusCode).toBe(401);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: {},
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'endpoint is required' });
  });
});
