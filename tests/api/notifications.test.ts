import { beforeAll, describe, expect, it } from 'vitest';
import { notificationPageSchema } from '@/shared/schemas/notification';
import { addNotifications } from '@/server/notifications/service';
import { createAccount } from './auth-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let reader: Account;
let other: Account;

beforeAll(async () => {
  [reader, other] = await Promise.all([createAccount(ctx.app), createAccount(ctx.app)]);
});

/** `count` notifications for `who`, as a listing change would write them; their ids, oldest first. */
async function notify(who: Account, count: number) {
  const added = await ctx.db.transaction((tx) =>
    addNotifications(
      tx,
      Array.from({ length: count }, (_, i) => ({
        userId: who.user.id as string,
        kind: 'wtb_match' as const,
        title: `A listing matches your WTB: Box logo hoodie ${i + 1}, $120.00`,
        body: 'Supreme · size L · your budget $150.00',
        url: `/listings/00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      })),
    ),
  );
  return added.map((row) => row.id);
}

async function page(who: Account, cursor?: string) {
  const url = cursor ? `/api/notifications?cursor=${cursor}` : '/api/notifications';
  const response = await ctx.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return notificationPageSchema.parse(response.json());
}

function markRead(who: Account, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: { cookie: who.cookie },
    payload: payload as object,
  });
}

async function allIds(who: Account) {
  const ids: number[] = [];
  let cursor: string | undefined;
  do {
    const next = await page(who, cursor);
    ids.push(...next.notifications.map((n) => n.id));
    cursor = next.nextCursor ?? undefined;
  } while (cursor);
  return ids;
}

describe('GET /api/notifications', () => {
  it('pages newest first, 20 at a time, with no repeats, and counts all unread', async () => {
    const ids = await notify(reader, 45);
    await notify(other, 3);

    const first = await page(reader);
    expect(first.notifications).toHaveLength(20);
    expect(first.unread).toBe(45);
    expect(first.notifications[0]).toMatchObject({
      id: ids[44],
      kind: 'wtb_match',
      readAt: null,
      title: 'A listing matches your WTB: Box logo hoodie 45, $120.00',
      body: 'Supreme · size L · your budget $150.00',
    });
    expect(new Date(first.notifications[0]!.createdAt).getTime()).not.toBeNaN();

    const second = await page(reader, first.nextCursor!);
    expect(second.notifications).toHaveLength(20);
    const third = await page(reader, second.nextCursor!);
    expect(third.notifications).toHaveLength(5);
    expect(third.nextCursor).toBeNull();

    const seen = [...first.notifications, ...second.notifications, ...third.notifications].map(
      (n) => n.id,
    );
    expect(seen).toEqual([...ids].reverse());
  });

  it('shows a notification added between pages on the next first page, not in later ones', async () => {
    const account = await createAccount(ctx.app);
    await notify(account, 21);
    const first = await page(account);
    const [added] = await notify(account, 1);
    const second = await page(account, first.nextCursor!);
    expect(second.notifications.map((n) => n.id)).not.toContain(added);
    expect(second.unread).toBe(22);
    expect((await page(account)).notifications[0]!.id).toBe(added);
  });

  it('is empty, with nothing unread, for someone never notified', async () => {
    const account = await createAccount(ctx.app);
    expect(await page(account)).toEqual({ notifications: [], nextCursor: null, unread: 0 });
  });

  it('refuses visitors and cursors it did not make', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/notifications' });
    expect(visitor.statusCode).toBe(401);
    for (const cursor of ['garbage', Buffer.from('m|12').toString('base64url'), 'bnww']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/notifications?cursor=${cursor}`,
        headers: { cookie: reader.cookie },
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().message).toBe('cursor is not valid: start again from the first page');
    }
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the named ones read, touches no one else’s, and answers what is still unread', async () => {
    const account = await createAccount(ctx.app);
    const mine = await notify(account, 4);
    const theirs = await notify(other, 2);
    const theirUnread = (await page(other)).unread;

    const response = await markRead(account, { ids: [mine[0], mine[2], ...theirs] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unread: 2 });

    const after = await page(account);
    const read = after.notifications.filter((n) => n.readAt !== null).map((n) => n.id);
    expect(read.sort()).toEqual([mine[0], mine[2]].sort());
    expect(after.unread).toBe(2);
    const others = await page(other);
    expect(others.unread).toBe(theirUnread);
    expect(others.notifications.filter((n) => theirs.includes(n.id)).map((n) => n.readAt)).toEqual([
      null,
      null,
    ]);
  });

  it('keeps the first read time when an id is marked again', async () => {
    const account = await createAccount(ctx.app);
    const [id] = await notify(account, 1);
    await markRead(account, { ids: [id] });
    const readAt = (await page(account)).notifications[0]!.readAt;
    expect(readAt).not.toBeNull();
    expect((await markRead(account, { ids: [id] })).json()).toEqual({ unread: 0 });
    expect((await page(account)).notifications[0]!.readAt).toBe(readAt);
  });

  it('marks all of the caller’s read with { all: true }', async () => {
    const account = await createAccount(ctx.app);
    await notify(account, 25);
    const otherUnread = (await page(other)).unread;
    expect(otherUnread).toBeGreaterThan(0);

    const response = await markRead(account, { all: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ unread: 0 });
    expect((await allIds(account)).length).toBe(25);
    expect((await page(account)).notifications.every((n) => n.readAt !== null)).toBe(true);
    expect((await page(other)).unread).toBe(otherUnread);
  });

  it('refuses visitors', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      payload: { all: true },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['neither', {}, 'Send ids (the notifications to mark read) or all: true'],
    ['no body', undefined, 'Send ids (the notifications to mark read) or all: true'],
    ['both', { ids: [1], all: true }, 'Send either ids or all: true, not both'],
    ['no ids', { ids: [] }, 'ids must list 1 to 100 notification ids'],
    [
      'over 100 ids',
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      'ids must list 1 to 100 notification ids',
    ],
    ['ids not numbers', { ids: ['1'] }, 'ids must list 1 to 100 notification ids'],
    ['ids not whole', { ids: [1.5] }, 'ids must list 1 to 100 notification ids'],
    ['all false', { all: false }, 'all must be true'],
  ])('answers 400 for %s', async (_, payload, message) => {
    const response = await markRead(reader, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
