import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/schema';
import { LiveConnection } from '@/server/live/connection';
import { LiveHub, MAX_REPLAY } from '@/server/live/hub';
import { LivePresence } from '@/server/push/presence-service';
import { conversationSchema } from '@/shared/schemas/chat';
import { cookieHeader, createAccount, signIn } from './auth-helpers';
import { messageIds, openLiveStream, type LiveStream } from './live-client';
import { sentImage, sentText, startAboutNewListing } from './messaging-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let seller: Account;
let buyer: Account;
let outsider: Account;
let base: string;
const open: LiveStream[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  [seller, buyer, outsider] = await Promise.all([
    createAccount(ctx.app),
    createAccount(ctx.app),
    createAccount(ctx.app),
  ]);
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

async function stream(who: Account, lastEventId?: string | null) {
  const live = await openLiveStream(base, who.cookie, { lastEventId });
  open.push(live);
  await live.waitFor((event) => event.type === 'ready');
  return live;
}

async function conversation() {
  const { response } = await startAboutNewListing(ctx, buyer, seller);
  return conversationSchema.parse(response.json());
}

const send = (who: Account, conversationId: string, content: string) =>
  sentText(ctx.app, who, conversationId, content);

const isMessage = (id: number) => (event: { type: string; data: unknown }) =>
  event.type === 'message' && (event.data as { message: { id: number } }).message.id === id;

describe('GET /api/live', () => {
  it('asks visitors to sign in', async () => {
    const response = await fetch(`${base}/api/live`);
    expect(response.status).toBe(401);
  });

  it('delivers a new message to both participants, with the conversation as each sees it', async () => {
    const { id } = await conversation();
    const [sellerLive, buyerLive, outsiderLive] = await Promise.all([
      stream(seller),
      stream(buyer),
      stream(outsider),
    ]);
    const message = await send(buyer, id, 'Is this still available?');

    const received = await sellerLive.waitFor(isMessage(message.id));
    expect(received.id).toBe(String(message.id));
    expect(received.data).toMatchObject({
      message: { id: message.id, content: 'Is this still available?', senderId: buyer.user.id },
      conversation: { id, isRead: false, lastMessage: { id: message.id } },
    });
    // The sender's other tabs get it too, already read.
    const own = await buyerLive.waitFor(isMessage(message.id));
    expect(own.data).toMatchObject({ conversation: { id, isRead: true } });
    // Someone else's stream stays silent about it.
    await send(seller, id, 'Yes!');
    await buyerLive.waitFor((event) => event.type === 'message' && event !== own);
    expect(messageIds(outsiderLive)).toEqual([]);
  });

  it('tells the reader’s streams when a conversation was read', async () => {
    const { id } = await conversation();
    const message = await send(buyer, id, 'Hello');
    const [sellerLive, buyerLive] = await Promise.all([stream(seller), stream(buyer)]);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/mark-read`,
      headers: { cookie: seller.cookie },
    });
    const read = await sellerLive.waitFor((event) => event.type === 'read');
    expect(read.data).toEqual({ conversationId: id, lastReadMessageId: message.id });
    await send(buyer, id, 'ping');
    await buyerLive.waitFor((event) => event.type === 'message');
    expect(buyerLive.events.some((event) => event.type === 'read')).toBe(false);
  });

  it('replays what a dropped stream missed, once each and in order, after Last-Event-ID', async () => {
    const { id } = await conversation();
    const first = await send(buyer, id, 'one');
    const live = await stream(seller);
    await live.waitFor(isMessage((await send(buyer, id, 'two')).id));
    const resumeFrom = live.lastEventId();
    live.close();

    const missed = [await send(buyer, id, 'three'), await send(seller, id, 'four')];
    const again = await stream(seller, resumeFrom);
    expect(messageIds(again)).toEqual(missed.map((m) => m.id));
    const ready = again.events.find((event) => event.type === 'ready')!;
    expect(ready.data).toEqual({ lastMessageId: missed[1]!.id, resumed: true });
    expect(ready.id).toBe(String(missed[1]!.id));
    // Live messages continue after the replay.
    const five = await send(buyer, id, 'five');
    await again.waitFor(isMessage(five.id));
    expect(messageIds(again)).toEqual([...missed.map((m) => m.id), five.id]);
    expect(messageIds(again)).not.toContain(first.id);
  });

  it('resumes from ?after= as from Last-Event-ID', async () => {
    const { id } = await conversation();
    const before = await send(buyer, id, 'seen');
    const after = await send(buyer, id, 'missed');
    const response = await fetch(`${base}/api/live?after=${before.id}`, {
      headers: { cookie: seller.cookie },
    });
    const reader = response.body!.getReader();
    let text = '';
    while (!text.includes('event: ready')) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    await reader.cancel();
    expect(text).toContain(`id: ${after.id}\nevent: message`);
    expect(text).not.toContain(`id: ${before.id}\n`);
  });

  it('asks a client that missed too much to refetch instead of replaying', async () => {
    const { id } = await conversation();
    const live = await stream(seller);
    const resumeFrom = live.lastEventId();
    live.close();
    await ctx.db.execute(sql`
      insert into messages (conversation_id, sender_id, message_type, content)
      select ${id}, ${buyer.user.id}, 'text', 'bulk ' || n from generate_series(1, ${MAX_REPLAY + 1}) n`);
    const again = await stream(seller, resumeFrom);
    expect(again.events.map((event) => event.type)).toEqual(['resync', 'ready']);
  });

  it('ends the stream when its session ends, and only that one', async () => {
    const leaver = await createAccount(ctx.app);
    const secondSession = await signIn(ctx.app, leaver.email, leaver.password);
    const otherDevice = { ...leaver, cookie: cookieHeader(secondSession) };
    const [signedOut, stillIn] = [await stream(leaver), await stream(otherDevice)];
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { cookie: leaver.cookie },
    });
    expect(response.statusCode).toBe(200);
    await signedOut.ended;

    const { response: started } = await startAboutNewListing(ctx, otherDevice, seller);
    const message = await send(seller, started.json().id, 'after the sign-out');
    await stillIn.waitFor(isMessage(message.id));
    expect(messageIds(signedOut)).not.toContain(message.id);
  });

  it('forgets a stream whose client left while its session was being checked', async () => {
    const streams = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json().liveStreams as number;
    await expect.poll(streams).toBe(0);
    // What the server saw: every connection these requests opened, and every request it read.
    const connections: Socket[] = [];
    const responses: ServerResponse[] = [];
    const onConnection = (socket: Socket) => connections.push(socket);
    const onRequest = (_: IncomingMessage, response: ServerResponse) => responses.push(response);
    ctx.app.server.on('connection', onConnection).on('request', onRequest);
    try {
      for (let i = 0; i < 5; i += 1) {
        // Gone as soon as the request is sent: the server is still checking the session.
        const request = http.get(`${base}/api/live`, { headers: { cookie: seller.cookie } });
        request.on('error', () => undefined);
        request.on('finish', () => request.destroy());
      }
      // Done when every connection is closed and the stream route has answered each request it
      // read (it writes the stream's headers, then registers the stream or drops it, at once).
      await expect
        .poll(
          () =>
            connections.length === 5 &&
            connections.every((socket) => socket.destroyed) &&
            responses.every((response) => response.headersSent),
        )
        .toBe(true);
    } finally {
      ctx.app.server.off('connection', onConnection).off('request', onRequest);
    }
    expect(responses.length).toBeGreaterThan(0);
    expect(await streams()).toBe(0);
  });

  it('keeps delivering after its LISTEN connection to PostgreSQL was cut', async () => {
    const { id } = await conversation();
    const live = await stream(seller);
    await ctx.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%'`);
    const message = await send(buyer, id, 'sent while the instance reconnects');
    await live.waitFor(isMessage(message.id), 10_000);
    const later = await send(buyer, id, 'and after');
    await live.waitFor(isMessage(later.id));
    expect(messageIds(live)).toEqual([message.id, later.id]);
  });

  it('closes streams whose session expired or is gone, on the hub’s health check', async () => {
    const hub = new LiveHub(ctx.db, ctx.app.log, new LivePresence(ctx.db, ctx.app.log));
    const [expired, fine, signedInLongAgo] = [
      await createAccount(ctx.app),
      await createAccount(ctx.app),
      await createAccount(ctx.app),
    ];
    const sessionOf = async (userId: string) =>
      (await ctx.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!.id;
    const response = () => new PassThrough().resume();
    const closed: string[] = [];
    const open = async (account: Account) => {
      const connection = new LiveConnection(
        account.user.id,
        await sessionOf(account.user.id),
        response() as unknown as ServerResponse,
        (c) => {
          closed.push(c.userId);
          hub.onConnectionClosed(c);
        },
      );
      await hub.open(connection, undefined);
    };
    await open(expired);
    await open(fine);
    await open(signedInLongAgo);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    // Renewed, but signed in 30 days ago: past its absolute lifetime (decision 052).
    await ctx.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '30 days'` })
      .where(eq(sessions.userId, signedInLongAgo.user.id));
    await hub.checkHealth();
    expect(closed.sort()).toEqual([expired.user.id, signedInLongAgo.user.id].sort());
    expect(hub.connectionCount).toBe(1);
    await hub.stop();
  });

  it('refuses a Last-Event-ID that is not a message id', async () => {
    const response = await fetch(`${base}/api/live`, {
      headers: { cookie: seller.cookie, 'last-event-id': 'abc' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Last-Event-ID must be a message id' });
  });

  it('carries a chat image as its participant URL, which the recipient can load', async () => {
    const { id } = await conversation();
    const sellerLive = await stream(seller);
    const message = await sentImage(ctx.app, buyer, id);
    const received = await sellerLive.waitFor(isMessage(message.id));
    const imageUrl = (received.data as { message: { imageUrl: string } }).message.imageUrl;
    expect(imageUrl).toMatch(new RegExp(`^/api/chatimages/${id}/`));
    const image = await fetch(`${base}${imageUrl}`, { headers: { cookie: seller.cookie } });
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('private, max-age=3600');
  });
});
