import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import {
  ACCOUNT_SUSPENDED_ERROR,
  SUSPEND_ADMIN,
  SUSPEND_SELF,
  suspendedMessage,
} from '@/shared/schemas/moderation';
import { createListing } from '../factories';
import { createAccount, signIn } from './auth-helpers';
import { openReport } from './fixtures/reports';
import { openLiveStream, type LiveStream } from './live-client';
import { adminAccount, moderationCalls, type Account } from './moderation-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const { call, queue, audit } = moderationCalls(ctx);
let admin: Account;
let base: string;
const streams: LiveStream[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  admin = await adminAccount(ctx);
});

afterAll(() => {
  for (const stream of streams) stream.close();
});

const suspend = (who: string, body: object) =>
  call('POST', `/api/admin/users/${who}/suspend`, admin, body);

async function liveStream(who: Account) {
  const stream = await openLiveStream(base, who.cookie);
  streams.push(stream);
  await stream.waitFor((event) => event.type === 'ready');
  return stream;
}

describe('suspending a user', () => {
  it('ends their sessions and live streams at once and refuses sign-in until the end', async () => {
    const member = await createAccount(ctx.app);
    const live = await liveStream(member);
    await openReport(ctx.db, {
      targetType: 'user',
      targetId: member.user.id,
      targetUserId: member.user.id,
    });
    // A report of one of their posts is about them too; another person's stays open.
    const listing = await createListing(ctx.db, member.user.id);
    await openReport(ctx.db, {
      targetType: 'listing',
      targetId: listing.id,
      targetUserId: member.user.id,
    });
    const bystander = await createAccount(ctx.app);
    await openReport(ctx.db, {
      targetType: 'user',
      targetId: bystander.user.id,
      targetUserId: bystander.user.id,
    });
    expect((await call('GET', '/api/auth/user', member)).statusCode).toBe(200);

    const until = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const response = await suspend(member.user.username, { until, reason: 'Scam attempts' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'User suspended', resolvedReports: 2 });

    expect(await live.ended).toBe('finished');
    expect((await call('GET', '/api/auth/user', member)).statusCode).toBe(401);
    const refused = await signIn(ctx.app, member.email, member.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: suspendedMessage(until),
      code: ACCOUNT_SUSPENDED_ERROR,
    });
    expect(refused.json().message).toMatch(/^This account is suspended until \w+ \d+, \d{4}/);
    expect(refused.cookies).toHaveLength(0);

    const open = (await queue(admin)).map((group) => group.targetId);
    expect(open).not.toContain(member.user.id);
    expect(open).not.toContain(listing.id);
    expect(open).toContain(bystander.user.id);
    expect((await audit(admin))[0]).toMatchObject({
      actor: admin.user.username,
      action: 'user.suspend',
      subjectType: 'user',
      subjectId: member.user.id,
      subjectPath: `/profile/${member.user.username}`,
      reason: `Scam attempts (until ${until})`,
    });
  });

  it('suspends indefinitely, and unsuspending lets them in again', async () => {
    const member = await createAccount(ctx.app);
    const listing = await createListing(ctx.db, member.user.id);
    const inFeed = async () => {
      const feed = await call('GET', '/api/listings?limit=50', null);
      return (feed.json().listings as { id: string }[]).some((item) => item.id === listing.id);
    };
    expect(await inFeed()).toBe(true);
    expect((await suspend(member.user.username, { until: null, reason: 'Fraud' })).statusCode).toBe(
      200,
    );
    const refused = await signIn(ctx.app, member.email, member.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'This account is suspended',
      code: ACCOUNT_SUSPENDED_ERROR,
    });
    expect(await inFeed()).toBe(false);

    const url = `/api/admin/users/${member.user.username}/unsuspend`;
    const lifted = await call('POST', url, admin, { reason: 'Appeal accepted' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect((await signIn(ctx.app, member.email, member.password)).statusCode).toBe(200);
    expect(await inFeed()).toBe(true);
    expect((await audit(admin))[0]).toMatchObject({
      action: 'user.unsuspend',
      subjectId: member.user.id,
      reason: 'Appeal accepted',
    });
  });

  it('is over once its end has passed', async () => {
    const member = await createAccount(ctx.app);
    await ctx.db
      .update(users)
      .set({ suspendedUntil: sql`now() - interval '1 minute'`, suspensionReason: 'Spam' })
      .where(eq(users.id, member.user.id));
    expect((await signIn(ctx.app, member.email, member.password)).statusCode).toBe(200);
  });

  it('refuses to suspend an admin, oneself included', async () => {
    const other = await adminAccount(ctx);
    const body = { until: null, reason: 'Testing' };
    const self = await suspend(admin.user.username, body);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: SUSPEND_SELF });
    const otherAdmin = await suspend(other.user.username, body);
    expect(otherAdmin.statusCode).toBe(409);
    expect(otherAdmin.json()).toEqual({ message: SUSPEND_ADMIN });
    expect((await call('GET', '/api/auth/user', other)).statusCode).toBe(200);
  });
});
