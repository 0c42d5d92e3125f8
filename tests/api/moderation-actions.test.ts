import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '@/server/db/schema';
import { NO_REASON_GIVEN } from '@/shared/schemas/moderation';
import { notificationPageSchema } from '@/shared/schemas/notification';
import { REMOVED_MESSAGE_TEXT } from '@/shared/schemas/safety';
import { conversationPageSchema, messagePageSchema } from '@/shared/schemas/chat';
import { createListing, createUser, createWtb } from '../factories';
import { createAccount } from './auth-helpers';
import { openReport } from './fixtures/reports';
import { openLiveStream, type LiveStream } from './live-client';
import { sentImage, sentText, startAboutNewListing } from './messaging-helpers';
import { adminAccount, moderationCalls, type Account } from './moderation-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const { call, queue, audit } = moderationCalls(ctx);
let admin: Account;
let reporter: Account;
let base: string;
const streams: LiveStream[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  [admin, reporter] = await Promise.all([adminAccount(ctx), createAccount(ctx.app)]);
});

afterAll(() => {
  for (const stream of streams) stream.close();
});

/** The states of every report on the object. */
async function reportStates(targetType: 'listing' | 'wtb' | 'message' | 'user', targetId: string) {
  const rows = await ctx.db
    .select({ state: reports.state, note: reports.resolutionNote, by: reports.resolvedById })
    .from(reports)
    .where(and(eq(reports.targetType, targetType), eq(reports.targetId, targetId)));
  return rows;
}

async function newestNotification(who: Account) {
  const response = await call('GET', '/api/notifications', who);
  return notificationPageSchema.parse(response.json()).notifications[0];
}

const inQueue = async (targetId: string) =>
  (await queue(admin)).some((group) => group.targetId === targetId);

describe('dismissing reports', () => {
  it('closes every open report on the object with the note, tells the reporters and logs it', async () => {
    const seller = await createUser(ctx.db);
    const listing = await createListing(ctx.db, seller.id);
    const target = {
      targetType: 'listing' as const,
      targetId: listing.id,
      targetUserId: seller.id,
    };
    await openReport(ctx.db, { ...target, reporterId: reporter.user.id });
    await openReport(ctx.db, target);

    const response = await call('POST', '/api/admin/reports/dismiss', admin, {
      targetType: 'listing',
      targetId: listing.id,
      note: 'A genuine item, receipts checked',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Reports dismissed', resolvedReports: 2 });

    expect(await reportStates('listing', listing.id)).toEqual([
      { state: 'dismissed', note: 'A genuine item, receipts checked', by: admin.user.id },
      { state: 'dismissed', note: 'A genuine item, receipts checked', by: admin.user.id },
    ]);
    expect(await inQueue(listing.id)).toBe(false);
    expect(await newestNotification(reporter)).toMatchObject({
      kind: 'report',
      title: 'Your report was reviewed',
      url: `/listing/${listing.id}`,
    });
    expect((await audit(admin))[0]).toMatchObject({
      actor: admin.user.username,
      action: 'report.dismiss',
      subjectType: 'listing',
      subjectId: listing.id,
      subjectPath: `/listing/${listing.id}`,
      reason: 'A genuine item, receipts checked',
    });
    // Nothing is left open on it.
    const again = await call('POST', '/api/admin/reports/dismiss', admin, {
      targetType: 'listing',
      targetId: listing.id,
      note: 'Again',
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('deleting a listing or a WTB request', () => {
  it('deletes a reported listing, resolves its reports and logs who and why', async () => {
    const seller = await createUser(ctx.db);
    const listing = await createListing(ctx.db, seller.id);
    await openReport(ctx.db, {
      targetType: 'listing',
      targetId: listing.id,
      targetUserId: seller.id,
      reporterId: reporter.user.id,
    });

    const reason = { reason: 'Counterfeit: the stitching gives it away' };
    const deleted = await call('DELETE', `/api/admin/listings/${listing.id}`, admin, reason);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await call('GET', `/api/listings/${listing.id}`, null)).statusCode).toBe(404);
    expect(await reportStates('listing', listing.id)).toEqual([
      { state: 'actioned', note: reason.reason, by: admin.user.id },
    ]);
    const told = await newestNotification(reporter);
    expect(told).toMatchObject({ kind: 'report', url: '/notifications' });
    expect(told!.body).toContain('took action');
    expect((await audit(admin))[0]).toMatchObject({
      action: 'listing.delete',
      subjectId: listing.id,
      subjectPath: null,
      reason: reason.reason,
    });
  });

  it("logs the listing page's delete, which gives no reason", async () => {
    const listing = await createListing(ctx.db, (await createUser(ctx.db)).id);
    expect((await call('DELETE', `/api/admin/listings/${listing.id}`, admin)).statusCode).toBe(200);
    expect((await audit(admin))[0]).toMatchObject({
      actor: admin.user.username,
      action: 'listing.delete',
      subjectId: listing.id,
      reason: NO_REASON_GIVEN,
    });
  });

  it('deletes a reported WTB request', async () => {
    const poster = await createUser(ctx.db);
    const wtb = await createWtb(ctx.db, poster.id);
    await openReport(ctx.db, { targetType: 'wtb', targetId: wtb.id, targetUserId: poster.id });

    const reason = { reason: 'Spam' };
    const deleted = await call('DELETE', `/api/admin/wtb/${wtb.id}`, admin, reason);
    expect(deleted.json()).toEqual({ message: 'WTB request deleted', resolvedReports: 1 });
    expect((await call('GET', `/api/wtb-listings/${wtb.id}`, null)).statusCode).toBe(404);
    expect(await inQueue(wtb.id)).toBe(false);
    expect((await audit(admin))[0]).toMatchObject({
      action: 'wtb.delete',
      subjectType: 'wtb',
      subjectId: wtb.id,
      reason: 'Spam',
    });
  });
});

describe('removing a message', () => {
  it('shows the removal notice in the thread, the list and live, and resolves its reports', async () => {
    const [buyer, seller] = await Promise.all([createAccount(ctx.app), createAccount(ctx.app)]);
    const { response } = await startAboutNewListing(ctx, buyer, seller);
    const conversationId: string = response.json().id;
    await sentText(ctx.app, buyer, conversationId, 'Is it still available?');
    const scam = await sentText(ctx.app, seller, conversationId, 'Pay me F&F on PayPal only');
    const live = await openLiveStream(base, buyer.cookie);
    streams.push(live);
    await live.waitFor((event) => event.type === 'ready');
    await openReport(ctx.db, {
      targetType: 'message',
      targetId: String(scam.id),
      targetUserId: seller.user.id,
      reporterId: buyer.user.id,
    });

    const removed = await call('DELETE', `/api/admin/messages/${scam.id}`, admin, {
      reason: 'Asks for unprotected payment',
    });
    expect(removed.json()).toEqual({ message: 'Message removed', resolvedReports: 1 });

    const event = await live.waitFor(
      (e) => e.type === 'message' && (e.data as { message: { id: number } }).message.id === scam.id,
    );
    expect((event.data as { message: object }).message).toMatchObject({
      content: REMOVED_MESSAGE_TEXT,
      removed: true,
    });
    for (const who of [buyer, seller]) {
      const thread = await call('GET', `/api/conversations/${conversationId}/messages`, who);
      const shown = messagePageSchema.parse(thread.json()).messages.find((m) => m.id === scam.id);
      expect(shown).toMatchObject({ content: REMOVED_MESSAGE_TEXT, removed: true, imageUrl: null });
      const list = conversationPageSchema.parse(
        (await call('GET', '/api/conversations', who)).json(),
      );
      const preview = list.conversations.find((c) => c.id === conversationId)!.lastMessage;
      expect(preview).toMatchObject({ id: scam.id, content: REMOVED_MESSAGE_TEXT });
    }
    expect(await reportStates('message', String(scam.id))).toEqual([
      { state: 'actioned', note: 'Asks for unprotected payment', by: admin.user.id },
    ]);
    expect((await audit(admin))[0]).toMatchObject({
      action: 'message.remove',
      subjectType: 'message',
      subjectId: String(scam.id),
    });
  });

  it('takes an image away too', async () => {
    const [buyer, seller] = await Promise.all([createAccount(ctx.app), createAccount(ctx.app)]);
    const { response } = await startAboutNewListing(ctx, buyer, seller);
    const conversationId: string = response.json().id;
    const image = await sentImage(ctx.app, seller, conversationId);
    const reason = { reason: 'Offensive picture' };
    expect(
      (await call('DELETE', `/api/admin/messages/${image.id}`, admin, reason)).statusCode,
    ).toBe(200);
    const thread = await call('GET', `/api/conversations/${conversationId}/messages`, buyer);
    expect(messagePageSchema.parse(thread.json()).messages[0]).toMatchObject({
      id: image.id,
      messageType: 'text',
      content: REMOVED_MESSAGE_TEXT,
      imageUrl: null,
      removed: true,
    });
  });
});
