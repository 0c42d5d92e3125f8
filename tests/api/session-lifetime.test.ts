import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/schema';
import { cookieHeader, createAccount, signIn } from './auth-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;

/** The account's one session row. */
async function sessionOf(account: Account) {
  const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/**
 * Moves the session's sign-in `days` back, and its last renewal two days back (due again, as
 * Better Auth renews once a day), with its 7-day expiry still ahead: used all along.
 */
async function signedInDaysAgo(account: Account, days: number) {
  await ctx.db
    .update(sessions)
    .set({
      createdAt: sql`now() - make_interval(days => ${days})`,
      updatedAt: sql`now() - interval '2 days'`,
      expiresAt: sql`now() + interval '5 days'`,
    })
    .where(eq(sessions.userId, account.user.id));
}

const asCookie = (account: Account) => ({ cookie: account.cookie });
const asBearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

function me(headers: Record<string, string>) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers });
}

describe('a session’s absolute lifetime (30 days after sign-in)', () => {
  it('keeps a session signed in 29 days ago, renewed on use, by cookie and by token', async () => {
    const account = await createAccount(ctx.app);
    await signedInDaysAgo(account, 29);
    const before = await sessionOf(account);
    for (const headers of [asCookie(account), asBearer(account)]) {
      const response = await me(headers);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: account.user.id });
    }
    // It was renewed: the 7 days count again from now.
    const after = await sessionOf(account);
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime());
  });

  it('refuses a renewed session 30 days after its sign-in, and ends it', async () => {
    const account = await createAccount(ctx.app);
    await signedInDaysAgo(account, 29);
    expect((await me(asCookie(account))).statusCode).toBe(200);
    // A day later, still within the 7 days of its last renewal.
    await signedInDaysAgo(account, 30);
    const refused = await me(asCookie(account));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Unauthorized' });
    // Ended, not just refused once: the token that names it finds nobody either.
    expect((await me(asBearer(account))).statusCode).toBe(401);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, account.user.id));
    expect(rows).toEqual([]);
    // The start-up check sees a visitor.
    const check = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: asCookie(account),
    });
    expect(check.json()).toEqual({ user: null });
  });

  it('refuses an old session by its bearer token too, and lets the person sign in again', async () => {
    const account = await createAccount(ctx.app);
    await signedInDaysAgo(account, 31);
    const refused = await me(asBearer(account));
    expect(refused.statusCode).toBe(401);

    const again = await signIn(ctx.app, account.email, account.password);
    expect(again.statusCode, again.body).toBe(200);
    expect((await me({ cookie: cookieHeader(again) })).statusCode).toBe(200);
  });
});
