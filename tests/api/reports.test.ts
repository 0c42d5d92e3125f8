import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reports } from '@/server/db/schema';
import {
  REPORT_DUPLICATE,
  REPORT_SELF,
  REPORTS_PER_DAY,
  reportReceiptSchema,
} from '@/shared/schemas/safety';
import { createListing, createUser, createWtb } from '../factories';
import { createAccount } from './auth-helpers';
import { sentText, startAboutNewListing } from './messaging-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let reporter: Account;
let seller: Account;
let outsider: Account;

beforeAll(async () => {
  [reporter, seller, outsider] = await Promise.all([
    createAccount(ctx.app),
    createAccount(ctx.app),
    createAccount(ctx.app),
  ]);
});

function report(who: Account | null, payload: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/reports',
    payload,
    headers: who ? { cookie: who.cookie } : {},
  });
}

async function filed(who: Account, payload: object) {
  const response = await report(who, { reason: 'scam', ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return reportReceiptSchema.parse(response.json());
}

async function storedReport(id: number) {
  const [row] = await ctx.db.select().from(reports).where(eq(reports.id, id));
  return row!;
}

/** A conversation between reporter (buyer) and seller with one message from each. */
async function thread() {
  const { response } = await startAboutNewListing(ctx, reporter, seller);
  const conversationId = response.json().id as string;
  const fromSeller = await sentText(ctx.app, seller, conversationId, 'F&F only please');
  const fromReporter = await sentText(ctx.app, reporter, conversationId, 'Why not G&S?');
  return { fromSeller, fromReporter };
}

describe('POST /api/reports: each kind of object', () => {
  it('files a report of a listing, owned by its seller', async () => {
    const listing = await createListing(ctx.db, seller.user.id);
    const receipt = await filed(reporter, {
      targetType: 'listing',
      targetId: listing.id,
      reason: 'counterfeit',
      details: '  Stitching is off  ',
    });
    expect(receipt).toMatchObject({
      targetType: 'listing',
      targetId: listing.id,
      reason: 'counterfeit',
    });
    expect(await storedReport(receipt.id)).toMatchObject({
      reporterId: reporter.user.id,
      targetType: 'listing',
      targetId: listing.id,
      targetUserId: seller.user.id,
      reason: 'counterfeit',
      details: 'Stitching is off',
      state: 'open',
      resolvedAt: null,
    });
  });

  it('files a report of a WTB request, owned by its poster', async () => {
    const wtb = await createWtb(ctx.db, seller.user.id);
    const receipt = await filed(reporter, { targetType: 'wtb', targetId: wtb.id });
    expect(await storedReport(receipt.id)).toMatchObject({
      targetId: wtb.id,
      targetUserId: seller.user.id,
      details: '',
    });
  });

  it('files a report of a user named by username (any letter case), stored by their id', async () => {
    const receipt = await filed(reporter, {
      targetType: 'user',
      targetId: seller.user.username.toUpperCase(),
      reason: 'spam',
    });
    expect(receipt.targetId).toBe(seller.user.username.toUpperCase());
    expect(await storedReport(receipt.id)).toMatchObject({
      targetType: 'user',
      targetId: seller.user.id,
      targetUserId: seller.user.id,
    });
  });

  it('files a report of a message in one of the reporter’s conversations, owned by its sender', async () => {
    const { fromSeller } = await thread();
    const receipt = await filed(reporter, {
      targetType: 'message',
      targetId: String(fromSeller.id),
    });
    expect(await storedReport(receipt.id)).toMatchObject({
      targetType: 'message',
      targetId: String(fromSeller.id),
      targetUserId: seller.user.id,
    });
  });

  it('answers 404 for a message of someone else’s conversation, as for one that does not exist', async () => {
    const { fromSeller } = await thread();
    const foreign = await report(outsider, {
      targetType: 'message',
      targetId: String(fromSeller.id),
      reason: 'scam',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'That message no longer exists' });
  });
});

describe('POST /api/reports: refusals', () => {
  it('answers 401 to a visitor', async () => {
    const response = await report(null, {
      targetType: 'user',
      targetId: 'someone',
      reason: 'spam',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['listing', '6f1c2a8e-0000-4000-8000-000000000000', 'That listing no longer exists'],
    ['listing', 'not-a-uuid', 'That listing no longer exists'],
    ['wtb', '6f1c2a8e-0000-4000-8000-000000000000', 'That WTB request no longer exists'],
    ['user', 'nobodyhere', 'That user does not exist'],
    ['message', '999999999', 'That message no longer exists'],
    ['message', 'abc', 'That message no longer exists'],
  ])('answers 404 for an unknown %s (%s)', async (targetType, targetId, message) => {
    const response = await report(reporter, { targetType, targetId, reason: 'spam' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a report of one’s own listing, request, account or message', async () => {
    const listing = await createListing(ctx.db, reporter.user.id);
    const wtb = await createWtb(ctx.db, reporter.user.id);
    const { fromReporter } = await thread();
    for (const [targetType, targetId] of [
      ['listing', listing.id],
      ['wtb', wtb.id],
      ['user', reporter.user.username],
      ['message', String(fromReporter.id)],
    ]) {
      const response = await report(reporter, { targetType, targetId, reason: 'spam' });
      expect(response.statusCode, targetType).toBe(400);
      expect(response.json()).toEqual({ message: REPORT_SELF });
    }
  });

  it('refuses a second open report of the same object, also when both are sent at once', async () => {
    const listing = await createListing(ctx.db, seller.user.id);
    const payload = { targetType: 'listing', targetId: listing.id, reason: 'scam' };
    const [first, second] = await Promise.all([
      report(reporter, payload),
      report(reporter, payload),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const again = await report(reporter, { ...payload, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: REPORT_DUPLICATE });
    // Another person's report of the same object is theirs to make.
    expect((await report(outsider, payload)).statusCode).toBe(201);
  });

  it('accepts a new report once the earlier one is resolved', async () => {
    const listing = await createListing(ctx.db, seller.user.id);
    const payload = { targetType: 'listing', targetId: listing.id };
    const first = await filed(reporter, payload);
    // A moderator's dismissal, written directly: the moderation routes are tested on their own.
    await ctx.db
      .update(reports)
      .set({ state: 'dismissed', resolvedAt: new Date() })
      .where(eq(reports.id, first.id));
    const second = await filed(reporter, payload);
    expect(second.id).not.toBe(first.id);
  });

  it.each([
    [
      { targetType: 'shoe', targetId: 'x', reason: 'spam' },
      'targetType must be listing, wtb, user or message',
    ],
    [{ targetType: 'user', reason: 'spam' }, 'targetId is required'],
    [{ targetType: 'user', targetId: '   ', reason: 'spam' }, 'targetId is required'],
    [{ targetType: 'user', targetId: 'x'.repeat(201), reason: 'spam' }, 'targetId is not valid'],
    [{ targetType: 'user', targetId: 'someone' }, 'Choose a reason'],
    [{ targetType: 'user', targetId: 'someone', reason: 'rude' }, 'Choose a reason'],
    [
      { targetType: 'user', targetId: 'someone', reason: 'spam', details: 'x'.repeat(1001) },
      'Details must be 1,000 characters or fewer',
    ],
    [
      { targetType: 'user', targetId: 'someone', reason: 'spam', details: 5 },
      'Details must be text',
    ],
  ])('answers 400 to %j', async (payload, message) => {
    const response = await report(reporter, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('POST /api/reports: the daily limit', () => {
  it(`files ${REPORTS_PER_DAY} reports a day, then says when the next can be sent`, async () => {
    const busy = await createAccount(ctx.app);
    const targets = await Promise.all(
      Array.from({ length: REPORTS_PER_DAY + 1 }, () => createUser(ctx.db)),
    );
    // Refused reports (a duplicate, one of oneself) do not use up the day's reports.
    expect(
      (await report(busy, { targetType: 'user', targetId: busy.user.username, reason: 'spam' }))
        .statusCode,
    ).toBe(400);
    for (const target of targets.slice(0, REPORTS_PER_DAY)) {
      await filed(busy, { targetType: 'user', targetId: target.username });
    }
    const duplicate = await report(busy, {
      targetType: 'user',
      targetId: targets[0]!.username,
      reason: 'spam',
    });
    expect(duplicate.statusCode).toBe(409);

    const over = await report(busy, {
      targetType: 'user',
      targetId: targets.at(-1)!.username,
      reason: 'spam',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      message: `You can send ${REPORTS_PER_DAY} reports a day. You can report again in 24 hours.`,
    });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const stored = await ctx.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.reporterId, busy.user.id));
    expect(stored).toHaveLength(REPORTS_PER_DAY);
    // Someone else still reports as usual.
    await filed(outsider, { targetType: 'user', targetId: targets.at(-1)!.username });
  });
});
