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

const READER_NOTIFICATIONS = 10_000;
const OTHER_PEOPLE = 1_000;
const P99_MS = 25;
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
  const headers = { authorization: `Bearer ${token}` };

  // The answer must be the reader's full first page, or the run measures something else.
  const answer = (await (await fetch(url, { headers })).json()) as {
    notifications?: unknown[];
    unread?: number;
  };
  if (answer.notifications?.length !== 20 || answer.unread !== READER_NOTIFICATIONS) {
    throw new Error(`GET /api/notifications answered ${JSON.stringify(answer).slice(0, 200)}`);
  }
  const result = await measure(url, headers, options);
  // The same run's baseline: what the session check and the user's row cost alone.
  const signedIn = await measure(`${server.base}/api/auth/user`, headers, options);
  const { connections } = options;
  const met = result.latency.p99 < P99_MS && result.non2xx === 0 && result.errors === 0;
  const line =
    `  first page, ${READER_NOTIFICATIONS.toLocaleString('en-US')} notifications (all unread) among ` +
    `${(READER_NOTIFICATIONS * 11).toLocaleString('en-US')}, ${connections} connections: ` +
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors; ` +
    `target met: ${met ? 'yes' : 'no'}`;
  const baseline =
    `  baseline, GET /api/auth/user with the same session: ${Math.round(signedIn.requests.average)} req/s, ` +
    `p50 ${signedIn.latency.p50} ms, p99 ${signedIn.latency.p99} ms, ${signedIn.non2xx} non-2xx`;
  console.log(`${line}\n${baseline}`);
  const pagePlan = await explain(db, listNotifications(db, readerId, { limit: 21 }));
  const countPlan = await explain(db, unreadCountQuery(db, readerId));
  return [
    `Notifications (target: GET /api/notifications p99 < ${P99_MS} ms for a person with ` +
      `${READER_NOTIFICATIONS.toLocaleString('en-US')}):`,
    line,
    baseline,
    '  first page plan:',
    ...summarizePlan(pagePlan).map((planLine) => `    ${planLine}`),
    '  unread count plan:',
    ...summarizePlan(countPlan).map((planLine) => `    ${planLine}`),
  ].join('\n');
}
