/**
 * The live part of `npm run bench`: N signed-in users each hold one open GET /api/live stream;
 * buyers send messages at a steady rate through POST /api/messages; the time from the start of
 * each POST to the message's arrival on the recipient's stream is recorded. The POST round trip
 * itself is reported beside it as the same-run baseline.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { percentile } from './bench-report';
import { sseReader, type SseEvent } from './sse';

export type LivePair = { conversationId: string; buyerToken: string; sellerToken: string };

export type LiveBenchResult = {
  connections: number;
  sent: number;
  delivered: number;
  deliveryP50: number;
  deliveryP99: number;
  deliveryMax: number;
  postP50: number;
  postP99: number;
};

const PREFIX = 'livebench';

/**
 * Inserts `pairs` buyer/seller pairs straight into the database (users, sessions, a listing and a
 * conversation each): signing 1,000 people up through argon2 would take minutes and measure the
 * wrong thing. Sessions are Better Auth rows whose tokens the bench sends as bearer tokens.
 */
export async function prepareLivePairs(db: Database, pairs: number): Promise<LivePair[]> {
  // base64url tokens never contain a comma, so one comma-joined parameter carries them all.
  const tokens = Array.from({ length: pairs * 2 }, () => randomBytes(24).toString('base64url'));
  await db.execute(sql`
    insert into users (id, email, username, name, email_verified)
    select ${PREFIX} || n, ${PREFIX} || n || '@example.com', 'lb' || n, '', true
    from generate_series(1, ${pairs * 2}) n`);
  await db.execute(sql`
    insert into sessions (id, user_id, token, expires_at)
    select ${PREFIX} || n, ${PREFIX} || n, (string_to_array(${tokens.join(',')}, ','))[n], now() + interval '1 day'
    from generate_series(1, ${pairs * 2}) n`);
  // Pair i: buyer 2i-1 asks seller 2i about the seller's listing.
  const rows = await db.execute<{ id: string; n: number }>(sql`
    with made as (
      insert into listings (seller_id, title, brand, category, size, condition, price)
      select ${PREFIX} || (2 * n), 'Bench jacket ' || n, 'Bench', 'Outerwear', 'M', 'Used', 100
      from generate_series(1, ${pairs}) n
      returning id, seller_id
    )
    insert into conversations (buyer_id, seller_id, listing_id)
    select ${PREFIX} || (substr(seller_id, ${PREFIX.length + 1})::int - 1), seller_id, id from made
    returning id, (substr(seller_id, ${PREFIX.length + 1})::int / 2) as n`);
  return rows.rows
    .sort((a, b) => Number(a.n) - Number(b.n))
    .map((row) => {
      const n = Number(row.n);
      return {
        conversationId: row.id,
        buyerToken: tokens[2 * n - 2]!,
        sellerToken: tokens[2 * n - 1]!,
      };
    });
}

/**
 * Opens one GET /api/live stream with a bearer token; resolves once the server says it is ready,
 * and calls onEvent with every event after.
 */
export function openLiveStream(
  base: string,
  token: string,
  onEvent: (event: SseEvent) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/live`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/live answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        response.on(
          'data',
          sseReader((event) => {
            if (event.type === 'ready') resolve(request);
            onEvent(event);
          }),
        );
        response.on('error', () => undefined);
      },
    );
    request.on('error', reject);
  });
}

/** Opens one stream and calls onMessage with each message event's content. */
function openStream(base: string, token: string, onMessage: (content: string) => void) {
  return openLiveStream(base, token, ({ type, data }) => {
    if (type === 'message') {
      onMessage((JSON.parse(data) as { message: { content: string } }).message.content);
    }
  });
}

function postMessage(base: string, token: string, conversationId: string, content: string) {
  return new Promise<number>((resolve, reject) => {
    const body = JSON.stringify({ conversationId, type: 'text', content });
    const request = http.request(
      `${base}/api/messages`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function benchLive(
  base: string,
  pairs: LivePair[],
  options: { messagesPerSecond: number; durationSeconds: number },
): Promise<LiveBenchResult> {
  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  const posts: number[] = [];
  // Only the recipient's (the seller's) stream is timed; the sender's own stream gets it too.
  const onSellerMessage = (content: string) => {
    const started = sentAt.get(content);
    if (started !== undefined) {
      delivery.push(performance.now() - started);
      sentAt.delete(content);
    }
  };
  const requests: http.ClientRequest[] = [];
  // Open in batches: a thousand simultaneous connects would only measure the accept queue.
  for (let i = 0; i < pairs.length; i += 50) {
    const batch = pairs.slice(i, i + 50);
    requests.push(
      ...(await Promise.all(
        batch.flatMap((pair) => [
          openStream(base, pair.buyerToken, () => undefined),
          openStream(base, pair.sellerToken, onSellerMessage),
        ]),
      )),
    );
  }

  const total = options.messagesPerSecond * options.durationSeconds;
  const interval = 1000 / options.messagesPerSecond;
  const start = performance.now();
  const inFlight: Promise<void>[] = [];
  let failures = 0;
  for (let i = 0; i < total; i += 1) {
    // A steady schedule: each message leaves at its slot, whatever the previous ones did.
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = pairs[i % pairs.length]!;
    const content = `bench message ${i}`;
    const postStart = performance.now();
    sentAt.set(content, postStart);
    inFlight.push(
      postMessage(base, pair.buyerToken, pair.conversationId, content).then((status) => {
        if (status !== 201) failures += 1;
        posts.push(performance.now() - postStart);
      }),
    );
  }
  await Promise.all(inFlight);
  // Give the last deliveries a moment, then stop waiting: what is missing counts as lost.
  const deadline = performance.now() + 2000;
  while (sentAt.size > 0 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const request of requests) request.destroy();
  if (failures > 0) throw new Error(`${failures} of ${total} POST /api/messages failed`);

  delivery.sort((a, b) => a - b);
  posts.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    connections: requests.length,
    sent: total,
    delivered: delivery.length,
    deliveryP50: round(percentile(delivery, 50)),
    deliveryP99: round(percentile(delivery, 99)),
    deliveryMax: round(delivery.at(-1) ?? 0),
    postP50: round(percentile(posts, 50)),
    postP99: round(percentile(posts, 99)),
  };
}
