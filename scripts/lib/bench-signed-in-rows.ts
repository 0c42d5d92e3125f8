/**
 * The feed section's signed-in rows, on the server without the micro-cache: a reader's first page
 * with no blocks (target: half of a visitor's first page, measured just before) and a reader who
 * blocked sellers (the uncached rows' target). The readers and their sessions are written straight
 * into the database, as the notifications section's are; each sends the session cookie a browser
 * sends, signed with AUTH_SECRET the way Better Auth signs it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Listing } from '@/shared/schemas/listing';
import { notRun, type Measured, type Run } from './bench-feed-run';
import type { Row } from './bench-report';
import type { BenchServer } from './bench-servers';

const PREFIX = 'feedreader';
/** The reader with blocks: sellers among the bench's 400, their listings gone from the feed. */
const BLOCKED_SELLERS = 10;
/** Target (the issue): a signed-in reader's page at half a visitor's. */
const SIGNED_IN_SHARE = 0.5;

/**
 * Better Auth's session cookie for `token`: `token.signature`, the signature HMAC-SHA256 by the
 * secret in base64, URL-encoded; `__Secure-` before the name when the site is on https.
 */
export function sessionCookie(token: string, secret: string, publicUrl = ''): string {
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  const name = `${publicUrl.startsWith('https:') ? '__Secure-' : ''}rotation.session_token`;
  return `${name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** A reader with a session, who blocked `blocks` of the bench's sellers; their ids. */
async function prepareReader(db: Database, id: string, blocks: number) {
  const token = randomBytes(24).toString('base64url');
  await db.execute(sql`
    insert into users (id, email, username, name, email_verified)
    values (${id}, ${`${id}@example.com`}, ${id}, '', true)`);
  await db.execute(sql`
    insert into sessions (id, user_id, token, expires_at)
    values (${id}, ${id}, ${token}, now() + interval '1 day')`);
  const blocked = await db.execute<{ id: string }>(sql`
    insert into blocks (blocker_id, blocked_id)
    select ${id}, id from users where id like 'bench-%' order by id limit ${blocks}
    returning blocked_id as id`);
  return { token, blocked: new Set(blocked.rows.map((row) => row.id)) };
}

/** Why the reader's first page is not what the row means to measure, or undefined when it is. */
async function wrongAnswer(
  server: BenchServer,
  cookie: string,
  userId: string,
  hidden: Set<string>,
) {
  const user = await fetch(`${server.base}/api/auth/user`, { headers: { cookie } });
  const who = user.ok ? ((await user.json()) as { id?: string }).id : undefined;
  if (who !== userId) return `not run: the cookie is not ${userId}'s session (${user.status})`;
  const page = await fetch(`${server.base}/api/listings`, { headers: { cookie } });
  if (!/private/.test(page.headers.get('cache-control') ?? '')) {
    return 'not run: the page was answered as a visitor’s';
  }
  const { listings = [] } = (await page.json()) as { listings?: Listing[] };
  if (listings.some((listing) => hidden.has(listing.sellerId))) {
    return 'not run: the page shows blocked sellers';
  }
  return undefined;
}

type SignedInInput = {
  db: Database;
  run: Run;
  uncached: BenchServer;
  baseline: BenchServer;
  env: Record<string, string>;
  /** The uncached rows' target: a share of the raw baseline just before, and a p99. */
  uncachedShare: number;
  p99Ms: number;
  cpuRatioTarget: number;
};

export async function signedInRows(input: SignedInInput): Promise<Row[]> {
  const { db, run, uncached, baseline, env } = input;
  const plainName = 'GET /api/listings first page, signed in (no blocks)';
  const blocksName = `GET /api/listings first page, signed in, ${BLOCKED_SELLERS} sellers blocked`;
  const plainTarget = `≥ ${100 * SIGNED_IN_SHARE}% of a visitor's`;
  const blocksTarget = `≥ ${100 * input.uncachedShare}%, p99 < ${input.p99Ms}`;
  const rows: Row[] = [];
  const prepare = async (name: string, id: string, blocks: number, target: string) => {
    const reader = await prepareReader(db, id, blocks);
    const cookie = sessionCookie(reader.token, env.AUTH_SECRET!, env.PUBLIC_URL);
    const why = await wrongAnswer(uncached, cookie, id, reader.blocked);
    if (why) {
      rows.push(notRun(name, 'off', target, why));
      return undefined;
    }
    return { cookie };
  };

  const plain = await prepare(plainName, `${PREFIX}0`, 0, plainTarget);
  if (plain) {
    const visitor = await run("  (a visitor's first page, just before)", 'off', uncached, {
      url: `${uncached.base}/api/listings`,
    });
    const row = await run(plainName, 'off', uncached, {
      url: `${uncached.base}/api/listings`,
      headers: { cookie: plain.cookie },
    });
    rows.push(held(row, visitor, "visitor's just before", plainTarget, SIGNED_IN_SHARE, input));
  }
  const withBlocks = await prepare(blocksName, `${PREFIX}1`, BLOCKED_SELLERS, blocksTarget);
  if (withBlocks) {
    const near = await run('  (raw node:http, tiny JSON, just before)', 'n/a', baseline, {
      url: `${baseline.base}/`,
    });
    const row = await run(blocksName, 'off', uncached, {
      url: `${uncached.base}/api/listings`,
      headers: { cookie: withBlocks.cookie },
    });
    const against = `raw just before: ${Math.round(near.requestsPerSecond).toLocaleString('en-US')}`;
    rows.push(held(row, near, against, blocksTarget, input.uncachedShare, input, input.p99Ms));
  }
  return rows;
}

/** `row` against `base`: its share, and whether it meets `share` (and `p99Ms` when given). */
function held(
  row: Measured,
  base: Measured,
  baselineName: string,
  target: string,
  share: number,
  { cpuRatioTarget }: { cpuRatioTarget: number },
  p99Ms = Number.POSITIVE_INFINITY,
): Row {
  const ratio = row.requestsPerSecond / base.requestsPerSecond;
  const met = ratio >= share && row.p99 < p99Ms && row.non2xx === 0;
  return {
    ...row,
    baseline: baselineName,
    share: ratio,
    target,
    met: met ? 'yes' : 'no',
    cpuRatioTarget,
  };
}
