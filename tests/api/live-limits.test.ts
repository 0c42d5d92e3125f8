import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_STREAMS_PER_USER } from '@/server/live/hub';
import { createAccount, freshAddress } from './auth-helpers';
import { openLiveStream, type LiveStream } from './live-client';
import { sentText, startAboutNewListing } from './messaging-helpers';
import { useTestApp } from './test-app';

// The test's requests reach the server from 127.0.0.1, which may name the client's address in
// X-Forwarded-For: that is how each stream gets an address of its own.
const ctx = useTestApp(() => ({ TRUST_PROXY: '127.0.0.1', LIVE_STREAMS_PER_ADDRESS: '3' }));
type Account = Awaited<ReturnType<typeof createAccount>>;
let base: string;
const open: LiveStream[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
});

/** A stream of `who`'s from `address`, once it is ready. */
async function stream(who: Account, address: string) {
  const live = await openLiveStream(base, who.cookie, {
    headers: { 'x-forwarded-for': address },
  });
  open.push(live);
  await live.waitFor((event) => event.type === 'ready');
  return live;
}

describe('GET /api/live limits', () => {
  it(`keeps ${MAX_STREAMS_PER_USER} streams per user and ends the oldest cleanly for a newer one`, async () => {
    const [seller, buyer] = [await createAccount(ctx.app), await createAccount(ctx.app)];
    const { response } = await startAboutNewListing(ctx, buyer, seller);
    const conversationId = response.json().id as string;
    const streams: LiveStream[] = [];
    for (let n = 1; n <= MAX_STREAMS_PER_USER; n += 1) {
      streams.push(await stream(seller, freshAddress()));
    }
    const newest = await stream(seller, freshAddress());
    // The server ended the oldest response (not a broken connection), and only that one.
    expect(await streams[0]!.ended).toBe('finished');

    const message = await sentText(ctx.app, buyer, conversationId, 'still there?');
    for (const live of [...streams.slice(1), newest]) {
      await live.waitFor(
        (event) =>
          event.type === 'message' &&
          (event.data as { message: { id: number } }).message.id === message.id,
      );
    }
    expect(streams[0]!.events.filter((event) => event.type === 'message')).toEqual([]);
  });

  it('refuses a stream past the cap for one address, whoever signs in, with a 429 sentence', async () => {
    const [first, second] = [await createAccount(ctx.app), await createAccount(ctx.app)];
    const crowded = freshAddress();
    const held = [
      await stream(first, crowded),
      await stream(first, crowded),
      await stream(second, crowded),
    ];
    const refused = await fetch(`${base}/api/live`, {
      headers: { cookie: second.cookie, 'x-forwarded-for': crowded },
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message:
        'Too many live connections are open from your network. Please close some tabs or windows and try again.',
    });
    // Another address is not held back.
    await stream(second, freshAddress());

    // Once a stream from the crowded address ends, the server soon has room for another.
    held[0]!.close();
    await vi.waitFor(() => stream(second, crowded), { timeout: 5000, interval: 50 });
  });
});
