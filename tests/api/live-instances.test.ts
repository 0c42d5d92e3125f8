/**
 * Two server processes on one PostgreSQL, as behind a load balancer: a message sent through one
 * instance reaches a stream on the other, and a stream that was cut off catches up exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageSchema } from '@/shared/schemas/chat';
import { stopAllChildren, stopChild } from '../../scripts/lib/bench-processes';
import { signedInAccount } from '../../scripts/lib/http-account';
import { createListing } from '../factories';
import { messageIds, openLiveStream, type LiveStream } from './live-client';
import { instancesOn, type Instance } from './server-instances';
import { useTestApp } from './test-app';

// The in-process app is unused here; useTestApp gives this file its own database.
const ctx = useTestApp();
const startInstance = instancesOn(() => ctx.databaseUrl);

let a: Instance;
let b: Instance;
let seller: { cookie: string; userId: string };
let buyer: { cookie: string; userId: string };
let conversationId: string;
const streams: LiveStream[] = [];

beforeAll(async () => {
  [a, b] = await Promise.all([startInstance('instance A'), startInstance('instance B')]);
  [seller, buyer] = await Promise.all([signedInAccount(a.base), signedInAccount(a.base)]);
  const listing = await createListing(ctx.db, seller.userId);
  const response = await fetch(`${a.base}/api/conversations`, {
    method: 'POST',
    headers: { cookie: buyer.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ sellerId: seller.userId, listingId: listing.id, isWTB: false }),
  });
  expect(response.status).toBe(201);
  conversationId = ((await response.json()) as { id: string }).id;
}, 120_000);

afterAll(async () => {
  for (const stream of streams) stream.close();
  await stopAllChildren();
});

async function send(base: string, who: { cookie: string }, content: string) {
  const response = await fetch(`${base}/api/messages`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ conversationId, type: 'text', content }),
  });
  expect(response.status).toBe(201);
  return messageSchema.parse(await response.json());
}

async function liveOn(base: string, lastEventId?: string | null) {
  const stream = await openLiveStream(base, seller.cookie, { lastEventId });
  streams.push(stream);
  await stream.waitFor((event) => event.type === 'ready');
  return stream;
}

describe('two instances on one PostgreSQL', () => {
  it('delivers a message sent through A to a stream on B within a second', async () => {
    const onB = await liveOn(b.base);
    const sentAt = performance.now();
    const message = await send(a.base, buyer, 'Sent through A');
    const event = await onB.waitFor(
      (e) =>
        e.type === 'message' && (e.data as { message: { id: number } }).message.id === message.id,
      1000,
    );
    expect(event.at - sentAt).toBeLessThan(1000);
    expect(event.id).toBe(String(message.id));
    expect(event.data).toMatchObject({
      message: { id: message.id, content: 'Sent through A', senderId: buyer.userId },
      conversation: { id: conversationId, isRead: false, lastMessage: { id: message.id } },
    });
    expect(messageIds(onB)).toEqual([message.id]);
  });

  it('catches a stream up after its instance went down, with nothing lost or doubled', async () => {
    const onB = await liveOn(b.base);
    const before = await send(a.base, buyer, 'before the drop');
    await onB.waitFor((e) => e.type === 'message' && e.id === String(before.id));
    const resumeFrom = onB.lastEventId();

    // Instance B dies; its streams are cut. Messages keep arriving through A meanwhile.
    await stopChild(b.child.process);
    const missed = [];
    for (const content of ['while down 1', 'while down 2', 'while down 3']) {
      missed.push(await send(a.base, buyer, content));
    }
    b = await startInstance('instance B (restarted)');

    const resumed = await liveOn(b.base, resumeFrom);
    // The replay comes before `ready`, which names the last message replayed.
    const ready = resumed.events.find((e) => e.type === 'ready')!;
    expect(ready.data).toEqual({ lastMessageId: missed[2]!.id, resumed: true });
    expect(messageIds(resumed)).toEqual(missed.map((m) => m.id));
    const during = await send(a.base, buyer, 'right after the reconnect');
    await resumed.waitFor((e) => e.type === 'message' && e.id === String(during.id));
    expect(messageIds(resumed)).toEqual([...missed.map((m) => m.id), during.id]);
    expect(messageIds(resumed)).not.toContain(before.id);
  }, 60_000);

  it('delivers the other way round too: sent through B, streamed from A', async () => {
    const onA = await liveOn(a.base);
    const message = await send(b.base, buyer, 'Sent through B');
    const event = await onA.waitFor(
      (e) => e.type === 'message' && e.id === String(message.id),
      1000,
    );
    expect(event.data).toMatchObject({
      message: { id: message.id, content: 'Sent through B', senderId: buyer.userId },
      conversation: { id: conversationId },
    });
    expect(messageIds(onA)).toEqual([message.id]);
  });
});
