/**
 * The WTB matching part of `npm run bench`: 100,000 open requests held by 1,000 buyers, each
 * buyer with a GET /api/live stream open; a seller posts listings at a steady rate through
 * POST /api/listings, each matching three requests of three buyers. Recorded per listing: the
 * POST's round trip, and the time from its answer to each matched buyer's `notification` event.
 * The posts alternate between a server matching and one with WTB_MATCHING=off, both running.
 */
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/server/db/client';
import { listingMatchKeys, wtbMatchKeys } from '@/server/matching/query-parts';
import { newMatchesStatement } from '@/server/matching/repository';
import { openLiveStream } from './bench-live';
import { percentile } from './bench-report';

const PREFIX = 'matchbench';
/** Requests per (brand, size): budgets 100, 150, 200, 250 and 300; a listing at 180 fits three. */
const BUDGETS = [100, 150, 200, 250, 300];
const LISTING_PRICE = '180';
export const MATCHES_PER_LISTING = BUDGETS.filter((budget) => budget >= 180).length;
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '28', '30', '32', '34'];

export type MatchingBench = { buyerTokens: string[]; sellerToken: string; groups: number };

/** Brand and size of request group `g`: every group is a (brand, size) no other group has. */
function group(g: number) {
  return { brand: `Bench Maker ${Math.floor(g / SIZES.length)}`, size: SIZES[g % SIZES.length]! };
}

/**
 * Buyers, their sessions and their requests, straight into the database (as bench-live.ts does,
 * and for its reasons), with the match keys the server would write. The buyers' WTB e-mails are
 * off: the bench has no mail server, and delivery by e-mail runs on the job queue, off this path.
 */
export async function prepareMatching(
  db: Database,
  { buyers, requests }: { buyers: number; requests: number },
): Promise<MatchingBench> {
  const tokens = Array.from({ length: buyers + 1 }, () => randomBytes(24).toString('base64url'));
  await db.execute(sql`
    insert into users (id, email, username, name, email_verified)
    select ${PREFIX} || n, ${PREFIX} || n || '@example.com', 'mb' || n, '', true
    from generate_series(0, ${buyers}) n`);
  await db.execute(sql`
    insert into sessions (id, user_id, token, expires_at)
    select ${PREFIX} || n, ${PREFIX} || n, (string_to_array(${tokens.join(',')}, ','))[n + 1],
           now() + interval '1 day'
    from generate_series(0, ${buyers}) n`);
  await db.execute(sql`
    insert into email_preferences (user_id, wtb_matches, price_drops, saved_searches)
    select ${PREFIX} || n, 'off', 'off', 'off' from generate_series(1, ${buyers}) n`);
  const groups = Math.floor(requests / BUDGETS.length);
  // The keys as the server computes them, one pair per group, joined in by group number.
  const keys = Array.from({ length: groups }, (_, g) => wtbMatchKeys(group(g)));
  await db.execute(sql`
    insert into wtb_listings (buyer_id, title, brand, size, max_price, match_brand, match_size)
    select ${PREFIX} || (1 + n % ${buyers}),
           'Looking for a jacket', 'Bench Maker ' || (g / ${SIZES.length}),
           (string_to_array(${SIZES.join(',')}, ','))[1 + g % ${SIZES.length}],
           (string_to_array(${BUDGETS.join(',')}, ','))[1 + n % ${BUDGETS.length}]::numeric,
           (string_to_array(${keys.map((k) => k.matchBrand).join(',')}, ','))[g + 1],
           (string_to_array(${keys.map((k) => k.matchSize).join(',')}, ','))[g + 1]
    from generate_series(0, ${groups * BUDGETS.length - 1}) n,
         lateral (select n / ${BUDGETS.length} as g) grp`);
  await db.execute(sql`analyze wtb_listings`);
  return { buyerTokens: tokens.slice(1), sellerToken: tokens[0]!, groups };
}

/** Checks the key the server will compute for a bench listing equals the stored requests' key. */
export function assertSameKeys(): void {
  const sample = group(12);
  const listing = listingMatchKeys(sample);
  const request = wtbMatchKeys(sample);
  if (listing.matchBrand !== request.matchBrand || listing.matchSize !== request.matchSize) {
    throw new Error(`Bench keys differ: ${JSON.stringify({ listing, request })}`);
  }
}

/** Opens one stream; `onNotification` gets each notification's url and its arrival time. */
function openStream(
  base: string,
  token: string,
  onNotification: (url: string, at: number) => void,
) {
  return openLiveStream(base, token, ({ type, data }) => {
    if (type === 'notification') {
      const { notification } = JSON.parse(data) as { notification: { url: string } };
      onNotification(notification.url, performance.now());
    }
  });
}

function send(
  base: string,
  token: string,
  path: string,
  body: Buffer,
  contentType: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': contentType,
          'content-length': body.length,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** One listing photo of the seller's, uploaded once and used by every listing of the run. */
export async function uploadPhoto(base: string, token: string): Promise<string> {
  const jpeg = await sharp({
    create: { width: 800, height: 800, channels: 3, background: '#7a8a99' },
  })
    .jpeg()
    .toBuffer();
  const boundary = `----matchbench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="jacket.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await send(
    base,
    token,
    '/api/uploads?purpose=listing',
    body,
    `multipart/form-data; boundary=${boundary}`,
  );
  if (answer.status !== 201) throw new Error(`Upload answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { files: { url: string }[] }).files[0]!.url;
}

/** One server's share of the posts: its round trips, and the alerts its listings caused. */
export type MatchingRun = {
  posted: number;
  postP50: number;
  postP99: number;
  /** Expected notifications (MATCHES_PER_LISTING per listing when alerting) and those arrived. */
  expected: number;
  delivered: number;
  deliveryP50: number;
  deliveryP99: number;
  deliveryMax: number;
};

/** A server the listings are posted to, with the seller's photo there. */
export type MatchingTarget = { base: string; photo: string; alerts: boolean };

/**
 * Posts `perSecond` listings a second for `seconds`, taking the targets in turn, so each server
 * is measured at the same moments under the same load; each listing is in a request group not
 * used before (from `firstGroup`), so it is a first match for its three buyers. The buyers'
 * streams are open on `streamsOn` (alerts reach every instance's streams).
 */
export async function postMatchingListings(
  bench: MatchingBench,
  targets: MatchingTarget[],
  options: { streamsOn: string; perSecond: number; seconds: number; firstGroup: number },
): Promise<MatchingRun[]> {
  const arrivals = new Map<string, number[]>();
  const onNotification = (url: string, at: number) => {
    const times = arrivals.get(url) ?? [];
    times.push(at);
    arrivals.set(url, times);
  };
  const streams: http.ClientRequest[] = [];
  // Open in batches: a thousand simultaneous connects would only measure the accept queue.
  for (let i = 0; i < bench.buyerTokens.length; i += 50) {
    const batch = bench.buyerTokens.slice(i, i + 50);
    streams.push(
      ...(await Promise.all(
        batch.map((token) => openStream(options.streamsOn, token, onNotification)),
      )),
    );
  }

  const total = options.perSecond * options.seconds;
  if (options.firstGroup + total > bench.groups) throw new Error('Not enough request groups');
  const answered = targets.map(() => new Map<string, number>());
  const posts = targets.map((): number[] => []);
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const wait = start + (i * 1000) / options.perSecond - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const t = i % targets.length;
    const target = targets[t]!;
    const body = Buffer.from(
      JSON.stringify({
        title: `Bench shell jacket ${i}`,
        description: 'Worn a few times.',
        category: 'Outerwear',
        condition: 'Gently used',
        price: LISTING_PRICE,
        images: [target.photo],
        ...group(options.firstGroup + i),
      }),
    );
    const postStart = performance.now();
    inFlight.push(
      send(target.base, bench.sellerToken, '/api/listings', body, 'application/json').then(
        (answer) => {
          const at = performance.now();
          if (answer.status !== 201) {
            throw new Error(`POST /api/listings answered ${answer.status}: ${answer.text}`);
          }
          posts[t]!.push(at - postStart);
          answered[t]!.set(`/listing/${(JSON.parse(answer.text) as { id: string }).id}`, at);
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const expected = targets.map((target, t) =>
    target.alerts ? answered[t]!.size * MATCHES_PER_LISTING : 0,
  );
  const allExpected = expected.reduce((sum, n) => sum + n, 0);
  const arrived = () => [...arrivals.values()].reduce((sum, times) => sum + times.length, 0);
  // Give the last deliveries a moment, then stop waiting: what is missing counts as lost.
  const deadline = performance.now() + 3000;
  while (arrived() < allExpected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  for (const stream of streams) stream.destroy();

  const round = (value: number) => Math.round(value * 10) / 10;
  return targets.map((_, t) => {
    // From the POST's answer to each arrival; an event that beat the answer counts as 0 ms.
    const delivery = [...answered[t]!].flatMap(([url, at]) =>
      (arrivals.get(url) ?? []).map((arrival) => Math.max(0, arrival - at)),
    );
    delivery.sort((a, b) => a - b);
    const own = posts[t]!.sort((a, b) => a - b);
    return {
      posted: own.length,
      postP50: round(percentile(own, 50)),
      postP99: round(percentile(own, 99)),
      expected: expected[t]!,
      delivered: delivery.length,
      deliveryP50: round(percentile(delivery, 50)),
      deliveryP99: round(percentile(delivery, 99)),
      deliveryMax: round(delivery.at(-1) ?? 0),
    };
  });
}

/**
 * The plan of the statement that finds and records a new listing's matches, for a listing of
 * request group `g` inserted for the purpose; all of it rolled back afterwards.
 */
export async function matchPlan(db: Database, bench: MatchingBench, g: number): Promise<string[]> {
  const { brand, size } = group(g);
  const keys = listingMatchKeys({ brand, size });
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    const inserted = await client.query<{ id: string }>(
      `insert into listings (seller_id, title, brand, category, size, condition, price, match_brand, match_size)
       values ($1, 'Bench plan jacket', $2, 'Outerwear', $3, 'Gently used', ${LISTING_PRICE}, $4, $5)
       returning id`,
      [`${PREFIX}0`, brand, size, keys.matchBrand, keys.matchSize],
    );
    // Built on the pool's Database, only for its text; run on this transaction's connection.
    const query = newMatchesStatement(db, inserted.rows[0]!.id).toSQL();
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${query.sql}`,
      query.params,
    );
    return plan.rows.map((row) => row['QUERY PLAN']);
  } finally {
    await client.query('rollback');
    client.release();
  }
}
