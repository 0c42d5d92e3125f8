import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema';
import { MODERATION_PAGE_SIZE, type ReportGroup } from '@/shared/schemas/moderation';
import { createListing, createUser, createWtb, fakeImages } from '../factories';
import { createAccount } from './auth-helpers';
import { confirmedDeal } from './fixtures/deals';
import { openReport, openReports } from './fixtures/reports';
import { sentText, startAboutNewListing } from './messaging-helpers';
import { adminAccount, moderationCalls, type Account } from './moderation-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const { queue } = moderationCalls(ctx);
let admin: Account;

beforeAll(async () => {
  admin = await adminAccount(ctx);
});

const groupOf = (groups: ReportGroup[], targetId: string) =>
  groups.find((group) => group.targetId === targetId);

describe('GET /api/admin/reports', () => {
  it('groups open reports by object, most reported first, then the oldest first report', async () => {
    const owners = await Promise.all(Array.from({ length: 25 }, () => createUser(ctx.db)));
    const asUser = (index: number) => ({
      targetType: 'user' as const,
      targetId: owners[index]!.id,
      targetUserId: owners[index]!.id,
    });
    await openReports(ctx.db, 3, { ...asUser(0), minutesAgo: 5 });
    await openReports(ctx.db, 2, { ...asUser(1), minutesAgo: 30 });
    await openReports(ctx.db, 2, { ...asUser(2), minutesAgo: 60 });
    // More single reports than fit on a page, so the order carries over the page boundary.
    for (let index = 3; index < owners.length; index += 1) {
      await openReport(ctx.db, { ...asUser(index), minutesAgo: 100 - index });
    }

    const groups = await queue(admin);
    const ours = groups.filter((group) => owners.some((owner) => owner.id === group.targetId));
    expect(ours.map((group) => group.targetId)).toEqual([
      owners[0]!.id,
      owners[2]!.id,
      owners[1]!.id,
      ...owners.slice(3).map((owner) => owner.id),
    ]);
    expect(ours.map((group) => group.reportCount)).toEqual([3, 2, 2, ...Array(22).fill(1)]);
    expect(groups.length).toBeGreaterThan(MODERATION_PAGE_SIZE);
    expect(new Set(groups.map((group) => `${group.targetType}:${group.targetId}`)).size).toBe(
      groups.length,
    );
  });

  it("shows a listing's photos, text and seller, with each report", async () => {
    const seller = await createUser(ctx.db);
    const buyer = await createUser(ctx.db);
    await confirmedDeal(ctx.db, { user: buyer }, { user: seller });
    const listing = await createListing(
      ctx.db,
      seller.id,
      { title: 'Box logo hoodie', price: '90.00' },
      fakeImages(2),
    );
    const reporter = await createUser(ctx.db);
    await openReport(ctx.db, {
      targetType: 'listing',
      targetId: listing.id,
      targetUserId: seller.id,
      reason: 'counterfeit',
      details: 'The tag is wrong',
      reporterId: reporter.id,
    });

    const group = groupOf(await queue(admin), listing.id)!;
    expect(group.listing).toMatchObject({
      id: listing.id,
      title: 'Box logo hoodie',
      price: '90.00',
      isSold: false,
      description: listing.description,
    });
    expect(group.listing!.thumbnails).toHaveLength(2);
    expect(group.owner).toMatchObject({
      username: seller.username,
      // The listing above and the deal's.
      listingCount: 2,
      confirmedDeals: 1,
      suspendedUntil: null,
    });
    expect(group.reports).toEqual([
      {
        id: expect.any(Number),
        reason: 'counterfeit',
        details: 'The tag is wrong',
        reporter: reporter.username,
        createdAt: expect.any(String),
      },
    ]);

    await ctx.db.delete(listings).where(eq(listings.id, listing.id));
    const gone = groupOf(await queue(admin), listing.id)!;
    expect(gone.listing).toBeNull();
    expect(gone.owner?.username).toBe(seller.username);
  });

  it('shows a WTB request and a reported user with their account facts', async () => {
    const poster = await createUser(ctx.db);
    const wtb = await createWtb(ctx.db, poster.id, { title: 'Looking for Jordan 1s' });
    await openReport(ctx.db, { targetType: 'wtb', targetId: wtb.id, targetUserId: poster.id });
    const suspended = await createUser(ctx.db, { suspendedUntil: new Date(Date.now() + 3600_000) });
    await openReport(ctx.db, {
      targetType: 'user',
      targetId: suspended.id,
      targetUserId: suspended.id,
    });

    const groups = await queue(admin);
    expect(groupOf(groups, wtb.id)).toMatchObject({
      targetType: 'wtb',
      wtb: { id: wtb.id, title: 'Looking for Jordan 1s', maxPrice: wtb.maxPrice },
      owner: { username: poster.username },
    });
    const user = groupOf(groups, suspended.id)!;
    expect(user.owner).toMatchObject({
      username: suspended.username,
      createdAt: suspended.createdAt.toISOString(),
      listingCount: 0,
      confirmedDeals: 0,
    });
    expect(Date.parse(user.owner!.suspendedUntil!)).toBeGreaterThan(Date.now());
  });

  it('shows a message with the three before it and the two after it', async () => {
    const [buyer, seller]: Account[] = await Promise.all([
      createAccount(ctx.app),
      createAccount(ctx.app),
    ]);
    const { response } = await startAboutNewListing(ctx, buyer!, seller!);
    const conversationId = response.json().id;
    const said = [];
    for (const text of [
      'one',
      'two',
      'three',
      'four',
      'F&F only please',
      'six',
      'seven',
      'eight',
    ]) {
      const who = text === 'F&F only please' || text === 'six' ? seller! : buyer!;
      said.push(await sentText(ctx.app, who, conversationId, text));
    }
    const reported = said[4]!;
    await openReport(ctx.db, {
      targetType: 'message',
      targetId: String(reported.id),
      targetUserId: seller!.user.id,
    });

    const group = groupOf(await queue(admin), String(reported.id))!;
    expect(group.message).toMatchObject({ id: reported.id, conversationId, removed: false });
    expect(group.message!.thread.map((message) => message.content)).toEqual([
      'two',
      'three',
      'four',
      'F&F only please',
      'six',
      'seven',
    ]);
    expect(group.message!.thread[3]!.senderUsername).toBe(seller!.user.username);
    expect(group.owner?.username).toBe(seller!.user.username);
  });
});
