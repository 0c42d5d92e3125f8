/** What the push alert tests share: their app and push service, subscribing, the jobs' states. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '@/server/db/client';
import type { ResolveHost } from '@/server/push/checked-lookup';
import { TestPushService, type TestBrowser } from './push-service';
import { useTestApp, type TestContext } from './test-app';

/** The job queue's timings for push tests: polls and retries in about a second. */
export const PUSH_TEST_JOBS = { pollingSeconds: 0.5, retryDelaySeconds: 1 };

/**
 * The file's app sending its alerts to a push service of the test's own, started before the app
 * and closed after it (`push.service` is there once the file's hooks have run). PUSH_SERVICE_HOSTS
 * names the service, and `moreHosts` after it; `resolve` replaces DNS for the app's push sends.
 */
export function useAppWithPushService({
  moreHosts = () => [],
  resolve,
}: { moreHosts?: (service: TestPushService) => string[]; resolve?: ResolveHost } = {}): {
  ctx: TestContext;
  push: { service: TestPushService };
} {
  const push = {} as { service: TestPushService };
  beforeAll(async () => {
    push.service = await TestPushService.start();
  });
  afterAll(() => push.service?.close());
  const ctx = useTestApp(
    () => ({ PUSH_SERVICE_HOSTS: [push.service.host, ...moreHosts(push.service)].join(',') }),
    () => ({ pushTransport: { ca: push.service.ca, resolve }, jobs: PUSH_TEST_JOBS }),
  );
  return { ctx, push };
}

/** POST /api/push/subscriptions as `who`, which must succeed. */
export async function subscribeBrowser(
  app: FastifyInstance,
  who: { cookie: string },
  browser: TestBrowser,
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    payload: browser.subscription,
    headers: { cookie: who.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The states of the alert jobs about this message, as pg-boss keeps them. */
export async function messageAlertStates(db: Database, messageId: number): Promise<string[]> {
  const result = await db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = 'push-alert'
        and (data->>'messageId')::bigint = ${messageId}`,
  );
  return result.rows.map((row) => row.state);
}

/** The states of the delivery jobs to this endpoint's subscription, oldest first. */
export async function deliveryStates(db: Database, subscriptionId: number): Promise<string[]> {
  const result = await db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = 'push-delivery'
        and (data->>'subscriptionId')::bigint = ${subscriptionId} order by created_on`,
  );
  return result.rows.map((row) => row.state);
}
