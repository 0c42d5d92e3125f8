/**
 * `npm run bench -- --compare 100000,1000000`: the feed section once per size, each in a bench
 * of its own (a fresh database), then each row's requests per second and p99 side by side with
 * the ratio of the largest size to the smallest. The target: within 1.5x (the cost of a page
 * grows with the page, not the table).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Options } from './bench-options';
import type { Row } from './bench-report';

/** Where a bench writes its feed rows as JSON when asked (the compare run reads them). */
export const ROWS_FILE_VARIABLE = 'BENCH_FEED_ROWS_FILE';
const RATIO_TARGET = 1.5;

function runBench(listings: number, options: Options, rowsFile: string): Promise<void> {
  const args = ['--import', 'tsx', 'scripts/bench.ts', '--only', 'feed'];
  args.push('--listings', String(listings), '--duration', String(options.duration));
  args.push('--connections', String(options.connections));
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, [ROWS_FILE_VARIABLE]: rowsFile },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the bench at ${listings} stopped (${code})`)),
    );
  });
}

export async function compareSizes(sizes: number[], options: Options): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-compare-'));
  try {
    const results: Row[][] = [];
    for (const size of sizes) {
      const file = path.join(folder, `${size}.json`);
      await runBench(size, options, file);
      results.push(JSON.parse(await fs.readFile(file, 'utf8')) as Row[]);
    }
    const [small, large] = [results[0]!, results[results.length - 1]!];
    const label = (n: number) => n.toLocaleString('en-US');
    const lines = [
      `| endpoint | cache | req/s at ${label(sizes[0]!)} | req/s at ${label(sizes.at(-1)!)} | p99 at ${label(sizes[0]!)} | p99 at ${label(sizes.at(-1)!)} | p99 ratio | within ${RATIO_TARGET}x? |`,
      '|---|---|--:|--:|--:|--:|--:|---|',
    ];
    for (const row of large) {
      const before = small.find((r) => r.endpoint === row.endpoint && r.cache === row.cache);
      if (!before || !Number.isFinite(row.requestsPerSecond)) continue;
      if (!Number.isFinite(before.requestsPerSecond)) continue;
      const ratio = row.p99 / Math.max(before.p99, 1);
      const slower = before.requestsPerSecond / row.requestsPerSecond;
      const within = Math.max(ratio, slower) <= RATIO_TARGET;
      lines.push(
        `| ${row.endpoint} | ${row.cache} | ${Math.round(before.requestsPerSecond)} | ${Math.round(row.requestsPerSecond)} | ${before.p99} | ${row.p99} | ${ratio.toFixed(2)} | ${within ? 'yes' : 'no'} |`,
      );
    }
    return lines.join('\n');
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
