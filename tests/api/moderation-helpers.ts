/** What the moderation API tests share: an admin, calls as someone, the queue and the audit log. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '@/server/db/schema';
import { auditPageSchema, reportQueueSchema, type ReportGroup } from '@/shared/schemas/moderation';
import { createAccount } from './auth-helpers';
import type { TestContext } from './test-app';

export type Account = Awaited<ReturnType<typeof createAccount>>;

/** A signed-in account made an admin (as `npm run admin -- grant` does). */
export async function adminAccount(ctx: TestContext): Promise<Account> {
  const account = await createAccount(ctx.app);
  await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, account.user.id));
  return account;
}

export function moderationCalls(ctx: TestContext) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who: Account | null,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

  /** Every group on every page of the queue. */
  async function queue(admin: Account): Promise<ReportGroup[]> {
    const groups: ReportGroup[] = [];
    let cursor: string | null = null;
    do {
      const url: string = cursor ? `/api/admin/reports?cursor=${cursor}` : '/api/admin/reports';
      const response = await call('GET', url, admin);
      expect(response.statusCode, response.body).toBe(200);
      const page = reportQueueSchema.parse(response.json());
      groups.push(...page.groups);
      cursor = page.nextCursor;
    } while (cursor);
    return groups;
  }

  /** The newest page of the audit log. */
  async function audit(admin: Account) {
    const response = await call('GET', '/api/admin/audit', admin);
    expect(response.statusCode, response.body).toBe(200);
    return auditPageSchema.parse(response.json()).entries;
  }

  return { call, queue, audit };
}
