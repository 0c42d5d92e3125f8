/**
 * The feed section's rows through nginx, started from deploy/nginx.conf in front of two instances
 * (micro-cache on, as in production): the cached first page against nginx sending a static file
 * of the same bytes, and a search. Both come from nginx's cache, which the app's
 * `s-maxage=2, stale-while-revalidate=10` lets it keep.
 */
import path from 'node:path';
import { notRun, type Measured, type Run, type Target } from './bench-feed-run';
import { nginxInstalled, startNginx, type BenchNginx } from './bench-nginx';
import { stopChild } from './bench-processes';
import type { Row } from './bench-report';
import { fetchRaw, startServer, type BenchServer, type FixedAnswer } from './bench-servers';

/** Target (the issue): the cached first page through nginx at 85% of nginx sending a file. */
const NGINX_SHARE = 0.85;
/** What nginx says of an answer it took from its cache (X-Cache-Status). */
const FROM_CACHE = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);

/** Asks twice: the second answer must come from nginx's cache, or the row measures the app. */
async function cacheStatus({ url, headers = {} }: Target): Promise<string> {
  await fetchRaw(url, headers);
  return (await fetchRaw(url, headers)).headers['x-cache-status'] ?? 'none';
}

type NginxRowsInput = {
  run: Run;
  /** The instance the Fastify rows measured (FEED_CACHE_MS=2000): the first behind nginx. */
  instance: BenchServer;
  /** Its environment, for the second instance. */
  env: Record<string, string>;
  /** What the app answered a browser for the first page, and its size for the row's name. */
  answer: FixedAnswer;
  size: string;
  headers: Record<string, string>;
  raw: Measured;
};

export async function nginxRows(input: NginxRowsInput): Promise<Row[]> {
  const { run, instance, answer, size, headers, raw } = input;
  const staticName = `nginx, a static file of the cached first page's bytes (${size})`;
  const firstName = 'GET /api/listings (first page) through nginx, 2 instances behind';
  const searchName = 'GET /api/listings?q=nike through nginx';
  const target = `≥ ${100 * NGINX_SHARE}% of the static file`;
  const skipped = (why: string) => [
    notRun(staticName, 'n/a', '', why),
    notRun(firstName, 'nginx', target, why),
    notRun(searchName, 'nginx', '', why),
  ];
  if (!nginxInstalled()) return skipped('nginx not installed');
  const second = await startServer('server (cache on, second instance)', input.env);
  let nginx: BenchNginx | undefined;
  try {
    try {
      nginx = await startNginx(path.join(input.env.DATA_DIR!, 'nginx'), [instance, second], answer);
    } catch (error) {
      // The rest of the bench still runs; the reason is printed in full here, and in short in the rows.
      console.error(error);
      return skipped(`nginx did not start: ${String(error).split('\n')[0]!.slice(0, 120)}`);
    }
    const file = await run(staticName, 'n/a', nginx.static, {
      url: `${nginx.static.base}/`,
      headers,
    });
    const rows: Row[] = [
      {
        ...file,
        baseline: 'raw',
        share: file.requestsPerSecond / raw.requestsPerSecond,
        target: '',
        met: '',
      },
    ];
    const behind = [nginx.proxy, instance, second];
    for (const [endpoint, url, rowTarget] of [
      [firstName, `${nginx.proxy.base}/api/listings`, target],
      [searchName, `${nginx.proxy.base}/api/listings?q=nike`, ''],
    ] as const) {
      const load = { url, headers };
      const status = await cacheStatus(load);
      const row = await run(endpoint, 'nginx', behind, load);
      const share = row.requestsPerSecond / file.requestsPerSecond;
      const fromCache = FROM_CACHE.has(status);
      const met = !fromCache
        ? `no: nginx answered ${status}, not from its cache`
        : rowTarget
          ? share >= NGINX_SHARE && row.non2xx === 0
            ? 'yes'
            : 'no'
          : '';
      rows.push({ ...row, baseline: 'static file', share, target: rowTarget, met });
    }
    return rows;
  } finally {
    if (nginx) await stopChild(nginx.proxy.child.process);
    await stopChild(second.child.process);
  }
}
