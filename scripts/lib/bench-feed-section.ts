/**
 * The feed section of the bench: the first page, a page 20 deep and brand searches, with the
 * feed micro-cache on and off, against a raw node:http baseline; then the feed query's plans.
 */
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { decodeCursor } from '@/server/http/cursor';
import { expectedShare, RARE_BRAND, UNCOMMON_BRAND } from './bench-data';
import { WARM_UP_SECONDS, type Options } from './bench-options';
import { explainFeed, formatTable, summarizePlan, type Row } from './bench-report';
import { startBaseline, startServer, type ServerEnv } from './bench-servers';

const PAGE_DEPTH = 20;
const PAGE_SIZE = 48;
const COMMON_TERM = 'nike';
/** Brand searches: a common brand, an uncommon one (0.3% of listings) and a rare one (0.02%). */
const SEARCHES = [
  { term: COMMON_TERM, note: '' },
  { term: UNCOMMON_BRAND.toLowerCase(), note: ' (0.3%)' },
  { term: RARE_BRAND.toLowerCase(), note: ' (rare)' },
];

/** How many listings each measured search matches, for the line that describes the data. */
export async function searchMatches(db: Database): Promise<string> {
  const matches: string[] = [];
  for (const { term } of SEARCHES) {
    const found = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from listings where lower(brand) like ${`%${term}%`}`,
    );
    matches.push(`q=${term} matches ${found.rows[0]!.n.toLocaleString('en-US')}`);
  }
  return (
    `${matches.join(', ')} ` +
    `(q=${COMMON_TERM}: ~${(100 * expectedShare(COMMON_TERM)).toFixed(0)}% expected)`
  );
}

async function measure(url: string, options: Options): Promise<autocannon.Result> {
  // Same load, shorter, unrecorded: lets the JIT, the pools and PostgreSQL's caches warm up.
  await autocannon({ url, connections: options.connections, duration: WARM_UP_SECONDS });
  return autocannon({ url, connections: options.connections, duration: options.duration });
}

/** Follows nextCursor PAGE_DEPTH pages deep and returns that page's path. */
async function laterPagePath(base: string): Promise<string> {
  let pathname = '/api/listings';
  for (let page = 0; page < PAGE_DEPTH; page += 1) {
    const response = await fetch(base + pathname);
    const body = (await response.json()) as { nextCursor: string | null };
    if (!body.nextCursor) break;
    pathname = `/api/listings?cursor=${body.nextCursor}`;
  }
  return pathname;
}

/** The feed and brand search against a raw node:http baseline, micro-cache on and off. */
export async function feedSection(
  db: Database,
  serverEnv: ServerEnv,
  options: Options,
): Promise<string> {
  const [baseline, cached, uncached] = await Promise.all([
    startBaseline(),
    startServer('server (cache on)', { ...serverEnv, FEED_CACHE_MS: '2000' }),
    startServer('server (cache off)', { ...serverEnv, FEED_CACHE_MS: '0' }),
  ]);
  const laterPath = await laterPagePath(uncached.base);
  const page = `page ${PAGE_DEPTH + 1}`;

  const rows: Row[] = [];
  const run = async (endpoint: string, cache: string, url: string) => {
    const result = await measure(url, options);
    const row = {
      endpoint,
      cache,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
    rows.push(row);
    console.log(
      `  ${endpoint} [cache ${cache}]: ${Math.round(row.requestsPerSecond)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
    );
  };
  await run('raw node:http (baseline)', 'n/a', `${baseline}/`);
  for (const [server, cache] of [
    [cached, 'on'],
    [uncached, 'off'],
  ] as const) {
    await run('GET /api/listings (first page)', cache, `${server.base}/api/listings`);
    await run(`GET /api/listings?cursor=… (${page})`, cache, server.base + laterPath);
    for (const { term, note } of SEARCHES) {
      await run(
        `GET /api/listings?q=${term}${note}`,
        cache,
        `${server.base}/api/listings?q=${term}`,
      );
    }
  }

  const cursor = decodeCursor(
    new URL(laterPath, 'http://x').searchParams.get('cursor') ?? undefined,
  );
  const plans: [string, string[]][] = [
    ['first page', await explainFeed(db, { limit: PAGE_SIZE })],
    [page, await explainFeed(db, { limit: PAGE_SIZE, cursor })],
  ];
  for (const { term } of SEARCHES) {
    plans.push([`q=${term}`, await explainFeed(db, { limit: PAGE_SIZE, brandContains: term })]);
  }
  const report = [formatTable(rows, rows[0]!.requestsPerSecond)];
  for (const [name, plan] of plans) {
    report.push(`\nEXPLAIN (ANALYZE, BUFFERS) feed query, ${name}:`);
    for (const line of summarizePlan(plan)) report.push(`  ${line}`);
  }
  return report.join('\n');
}
