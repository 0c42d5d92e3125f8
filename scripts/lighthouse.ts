/**
 * npm run lighthouse [-- --runs N]
 *
 * Lighthouse (mobile preset) against the demo data: seeds a fresh temporary data dir as
 * `npm run demo` does, starts the production server on a free port, audits home, a listing page
 * and /wtb (the median of N runs each, by Performance; default 3), prints the scores and writes
 * them into docs/performance.md's "Lighthouse" section, with Chromium's installability check of
 * home. Run `npm run build` first (the npm script
 * does). See docs/performance.md, Lighthouse.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ListingPage } from '@/shared/schemas/listing';
import { startChild, stopAllChildren, killAllChildrenNow } from './lib/bench-processes';
import { startServer } from './lib/bench-servers';
import { CHROMIUM_PATH } from './lib/chromium';
import { installabilityErrors } from './lib/installability';
import { auditPage, type PageScores } from './lib/lighthouse-audit';
import {
  lighthouseSection,
  resultTable,
  writeSection,
  type PageResult,
} from './lib/lighthouse-report';

const ROOT = path.resolve(import.meta.dirname, '..');

function runsOption(args: string[]): number {
  const at = args.indexOf('--runs');
  if (at === -1) return 3;
  const runs = Number(args[at + 1]);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
    console.error('Usage: npm run lighthouse [-- --runs N] (N from 1 to 9)');
    process.exit(1);
  }
  return runs;
}

async function seed(dataDir: string): Promise<void> {
  const child = startChild('seed', process.execPath, ['--import', 'tsx', 'scripts/seed.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
  });
  const code = await new Promise<number | null>((resolve) => child.process.once('exit', resolve));
  if (code !== 0) throw new Error(`Seeding failed:\n${child.output()}`);
}

/** The run in the middle by Performance score: Lighthouse's own advice for noisy numbers. */
async function medianAudit(url: string, runs: number): Promise<PageScores> {
  const results: PageScores[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await auditPage(url));
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  return results[Math.floor(results.length / 2)]!;
}

async function main(): Promise<void> {
  const runs = runsOption(process.argv.slice(2));
  if (!fs.existsSync(path.join(ROOT, 'dist/client/index.html'))) {
    throw new Error('The client is not built: run `npm run build` first.');
  }
  const load = os.loadavg()[0]!.toFixed(2);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rotation-lighthouse-'));
  // PostgreSQL runs as its own user (we may be root), and must be able to reach its folder.
  fs.chmodSync(dataDir, 0o755);
  process.on('exit', () => {
    killAllChildrenNow();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  process.on('SIGINT', () => process.exit(130));

  console.log('Seeding the demo data…');
  await seed(dataDir);
  const server = await startServer('server', {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: 'smtp://127.0.0.1:2525',
  });
  const feed = (await (await fetch(`${server.base}/api/listings?limit=1`)).json()) as ListingPage;
  const listing = feed.listings[0];
  if (!listing) throw new Error('The demo data has no listings');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'listing page', path: `/listing/${listing.id}`, shown: '/listing/{newest}' },
    { name: 'WTB board', path: '/wtb' },
  ];

  const results: PageResult[] = [];
  for (const page of pages) {
    console.log(`Auditing ${page.path} (${runs} run${runs > 1 ? 's' : ''})…`);
    results.push({ ...page, ...(await medianAudit(`${server.base}${page.path}`, runs)) });
  }
  console.log('Checking installability…');
  const installability = await installabilityErrors(`${server.base}/`);
  await stopAllChildren();

  console.log(`\n${resultTable(results)}\n`);
  for (const result of results) {
    if (result.failing.length > 0) console.log(`${result.name}: ${result.failing.join(', ')}`);
  }
  console.log(`Installability errors: ${installability.join(', ') || 'none'}`);
  const lighthouseVersion = (
    JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'),
    ) as {
      version: string;
    }
  ).version;
  // Debian's wrapper script prints shell noise on stderr; the version is on stdout.
  const chromium = execFileSync(CHROMIUM_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  const section = lighthouseSection(results, {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    lighthouse: lighthouseVersion,
    chromium,
    runs,
    load,
    installability,
  });
  await writeSection(path.join(ROOT, 'docs/performance.md'), section);
  console.log('Written to docs/performance.md, section Lighthouse.');
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
