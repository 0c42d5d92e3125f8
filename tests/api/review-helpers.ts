/** Requests the review and reputation API tests share. */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { reviewSchema, type ReviewInput } from '@/shared/schemas/deals';
import { users } from '@/server/db/schema';
import type { Database } from '@/server/db/client';
import { createAccount } from './auth-helpers';

export type Account = Awaited<ReturnType<typeof createAccount>>;

export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who: Account | null,
  payload?: object,
) {
  return app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
}

/** POST /api/deals/{id}/review that must succeed: the review. */
export async function reviewed(
  app: FastifyInstance,
  who: Account,
  dealId: number,
  input: ReviewInput = { rating: 5, text: 'Smooth deal.' },
) {
  const response = await call(app, 'POST', `/api/deals/${dealId}/review`, who, input);
  expect(response.statusCode, response.body).toBe(201);
  return reviewSchema.parse(response.json());
}

/**
 * Makes the account `days` old: only reviews by accounts at least 7 days old at the deal's
 * confirmation count toward a rating, and the deal fixtures confirm deals in the past.
 */
export async function joinedDaysAgo(db: Database, who: Account, days: number): Promise<Account> {
  await db
    .update(users)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.id, who.user.id));
  return who;
}

/** A signed-in account made 60 days ago: old enough for its reviews to count. */
export async function establishedAccount(app: FastifyInstance, db: Database): Promise<Account> {
  return joinedDaysAgo(db, await createAccount(app), 60);
}

/** A signed-in account with admin rights. */
export async function createAdmin(app: FastifyInstance, db: Database): Promise<Account> {
  const admin = await createAccount(app);
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
  return admin;
}
