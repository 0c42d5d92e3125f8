/** What the push alert tests share: subscribing through the API, and the jobs' states. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '@/server/db/client';
import type { TestBrowser } from './push-service';

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
