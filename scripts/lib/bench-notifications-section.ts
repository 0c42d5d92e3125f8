/**
 * The notifications section of the bench: GET /api/notifications (the first page, which the bell
 * reads on every signed-in visit) for one person with 10,000 notifications, in a table holding
 * 100,000 more of other people's.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { listNotifications, unreadCountQuery } from '@/server/notifications/repository';
import { settleDatabase } from './bench-database';
import { WARM_UP_SECONDS, type Options } from './bench-options';
import { explain, summarizePlan } from './bench-report';
import { startServer, type ServerEnv } from './bench-servers';
import { steadyGets } from './bench-steady';

const READER_NOTIFICATIONS = 10_000;
const OTHER_PEOPLE = 1_000;
const P99_MS = 25;
/**
 * The target's load: bell reads arriving at a steady 100 a second (about what 6,000 people
 * with the site open send when each reads the list once a minute). A closed
 * loop of 50 connections keeps the two cores saturated, so its p99 is queueing (50 / req/s) and
 * says how many reads an instance serves, not how long one takes; it is reported beside.
 */
const STEADY_RATE = 100;
const PREFIX = 'notebench';

/**
 * The reader (with a session whose token the bench sends as a bearer token) and everyone's
 * notifications, written in bulk straight into the database. All of the reader's are unread:
 * the unread count is the part that grows with them.
 */
async function prepareNotifications(db: Database): Promise<{ readerId: string; token: string }> {
  const token = randomBytes(24).toString('base64url');
  await db.execute(sql`
    insert into users (id, email, username, name, email_verified)
    select ${PREFIX} || n, ${PREFIX} || n || '@example.com', 'nb' || n, '', true
    from generate_series(0, ${OTHER_PEOPLE}) n`);
  await db.execute(sql`
    insert into sessions (id, user_id, token, expires_at)
    values (${PREFIX}, ${`${PREFIX}0`}, ${token}, now() + interval '1 day')`);
  // Interleaved in time, as they would be written: the reader's every 11th row, the other
  // 100,000 spread over the other 1,000 people.
  await db.execute(sql`
    insert into notifications (user_id, kind, title, body, url, created_at, read_at)
    select case when n % 11 = 0 then ${`${PREFIX}0`} else ${PREFIX} || (1 + n % ${OTHER_PEOPLE}) end,
           'wtb_match', 'A listing matches your WTB: Bench jacket ' || n || ', $100.00',
           'Bench · size M · your budget $120.00', '/listings/' || gen_random_uuid(),
           now() - (${READER_NOTIFICATIONS * 11} - n) * interval '1 minute',
           case when n % 11 = 0 then null else now() end
    from generate_series(0, ${READER_NOTIFICATIONS * 11 - 1}) n`);
  await db.execute(sql`vacuum analyze notifications`);
  await settleDatabase(db);
  return { readerId: `${PREFIX}0`, token };
}

async function measure(url: string, headers: Record<string, string>, options: Options) {
  const { connections } = options;
  await autocannon({ url, headers, connections, duration: WARM_UP_SECONDS });
  return autocannon({ url, headers, connections, duration: options.duration });
}

export async function notificationsSection(
  db: Database,
  serverEnv: ServerEnv,
  options: Options,
): Promise<string> {
  const { readerId, token } = await prepareNotifications(db);
  const server = await startServer('server (notifications)', serverEnv);
  const url = `${server.base}/api/notifications`;
  // As a browser asks: the page (20 notifications, well over 1 kB) then comes compressed.
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };

  // The answer must be the reader's full first page, or the run measures something else.
  const answer = (await (await fetch(url, { headers })).json()) as {
    notifications?: unknown[];
    unread?: number;
  };
  if (answer.notifications?.length !== 20 || answer.unread !== READER_NOTIFICATIONS) {
    throw new Error(`GET /api/notifications answered ${JSON.stringify(answer).slice(0, 200)}`);
  }
  // The saturating runs first: they warm the server (its JIT, the pool) for the steady ones.
  const saturated = await measure(url, headers, options);
  // The same run's baseline: what the session check and the user's row cost alone.
  const signedIn = await measure(`${server.base}/api/auth/user`, headers, options);
  // Three times the run's duration: the p99 of 3,000 requests is their 30 slowest, not ten.
  const steadyLoad = { perSecond: STEADY_RATE, seconds: options.duration * 3 };
  const steady = await steadyGets(url, headers, steadyLoad);
  const signedInSteady = await steadyGets(`${server.base}/api/auth/user`, headers, steadyLoad);
  const met = steady.p99 < P99_MS && steady.failed === 0;
  const count = `${READER_NOTIFICATIONS.toLocaleString('en-US')} notifications (all unread) among ${(READER_NOTIFICATIONS * 11).toLocaleString('en-US')}`;
  const line =
    `  first page, ${count}, ${STEADY_RATE} requests a second at steady intervals: ` +
    `p50 ${steady.p50} ms, p99 ${steady.p99} ms, ${steady.failed} of ${steady.sent} not 200; ` +
    `target met: ${met ? 'yes' : 'no'}`;
  const capacity =
    `  capacity, ${options.connections} connections as fast as they go: ${Math.round(saturated.requests.average)} req/s, ` +
    `p50 ${saturated.latency.p50} ms, p99 ${saturated.latency.p99} ms, ${saturated.non2xx} non-2xx`;
  const baseline =
    `  baseline, GET /api/auth/user with the same session, ${options.connections} connections: ` +
    `${Math.round(signedIn.requests.average)} req/s, ` +
    `p50 ${signedIn.latency.p50} ms, p99 ${signedIn.latency.p99} ms, ${signedIn.non2xx} non-2xx; ` +
    `at ${STEADY_RATE} requests a second: p50 ${signedInSteady.p50} ms, p99 ${signedInSteady.p99} ms`;
  console.log(`${line}\n${capacity}\n${baseline}`);
  const pagePlan = await explain(db, listNotifications(db, readerId, { limit: 21 }));
  const countPlan = await explain(db, unreadCountQuery(db, readerId));
  return [
    `Notifications (target: GET /api/notifications p99 < ${P99_MS} ms for a person with ` +
      `${READER_NOTIFICATIONS.toLocaleString('en-US')}):`,
    line,
    capacity,
    baseline,
    '  first page plan:',
    ...summarizePlan(pagePlan).map((planLine) => `    ${planLine}`),
    '  unread count plan:',
    ...summarizePlan(countPlan).map((planLine) => `    ${planLine}`),
  ].join('\n');
}
