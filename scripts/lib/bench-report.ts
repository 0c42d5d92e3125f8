/** What the bench prints: the results table, query plans, and the client's initial JavaScript size. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { CpuSplit } from './bench-cpu';

export type Row = {
  endpoint: string;
  cache: string;
  /** NaN for a scenario that was not run (the server refused it or ignores its parameters). */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The same run's baseline this row is compared with, and the target; or why it was not run. */
  baseline: string;
  share: number;
  target: string;
  met: string;
  /** Where the measured run's CPU went, per request; absent without /proc or when not run. */
  cpu?: CpuSplit;
  /** For an uncached row: the most server CPU per request it may take per PostgreSQL's. */
  cpuRatioTarget?: number;
};

/** The p-th percentile (0–100) of ascending `sorted` timings; 0 when there are none. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const HEADER = [
  'endpoint',
  'cache',
  'req/s',
  'p50 ms',
  'p99 ms',
  'non-2xx',
  'errors',
  '% of baseline',
  'target',
  'met?',
];
/** Columns 2 to 7 are numbers, right-aligned. */
const numeric = (i: number) => i >= 2 && i <= 7;

function cells(r: Row): string[] {
  if (Number.isNaN(r.requestsPerSecond)) {
    return [r.endpoint, r.cache, '—', '—', '—', '—', '—', '—', r.target, r.met];
  }
  return [
    r.endpoint,
    r.cache,
    Math.round(r.requestsPerSecond).toLocaleString('en-US'),
    String(r.p50),
    String(r.p99),
    String(r.non2xx),
    String(r.errors),
    `${(100 * r.share).toFixed(1)}% (${r.baseline})`,
    r.target,
    r.met,
  ];
}

/** A Markdown table, padded so that it also reads well in a terminal. */
function markdownTable(header: string[], body: string[][], numeric: (i: number) => boolean) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((c) => c[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((c, i) => (numeric(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...body.map(line)].join('\n');
}

export function formatTable(rows: Row[]): string {
  return markdownTable(HEADER, rows.map(cells), numeric);
}

const CPU_HEADER = [
  'endpoint',
  'cache',
  'load generator',
  'server',
  'PostgreSQL',
  'sum',
  'server ÷ PostgreSQL',
  'target',
  'machine busy',
];

/** An uncached row's server CPU per PostgreSQL's, and whether it is within the row's target. */
function cpuRatio({ cpu, cache, cpuRatioTarget }: Row): [string, string] {
  // A baseline or a cached answer asks PostgreSQL nothing: what it used meanwhile is background.
  if (!cpu || cache !== 'off' || cpu.database < 0.001) return ['—', ''];
  const ratio = cpu.server / cpu.database;
  if (cpuRatioTarget === undefined) return [ratio.toFixed(2), ''];
  return [ratio.toFixed(2), `≤ ${cpuRatioTarget}: ${ratio <= cpuRatioTarget ? 'yes' : 'no'}`];
}

/**
 * Each run's CPU per request in milliseconds (bench-cpu.ts): on two shared cores, throughput is
 * about what the machine has to give divided by the sum, so the sum is the number to lower. The
 * server's part per PostgreSQL's says whether the server is a thin layer over the database (the
 * uncached rows' target).
 */
export function formatCpuTable(rows: Row[]): string {
  const ms = (n: number) => n.toFixed(3);
  const body = rows.flatMap((row) =>
    row.cpu
      ? [
          [
            row.endpoint,
            row.cache,
            ms(row.cpu.load),
            ms(row.cpu.server),
            ms(row.cpu.database),
            ms(row.cpu.load + row.cpu.server + row.cpu.database),
            ...cpuRatio(row),
            `${Math.round(100 * row.cpu.machineBusy)}%`,
          ],
        ]
      : [],
  );
  if (body.length === 0) return 'CPU per request: not measured (no /proc on this machine).';
  const numeric = (i: number) => (i >= 2 && i <= 6) || i === 8;
  return `CPU per request, ms (user + system time of each process over the measured run; the server's column is nginx and the instances behind it for the rows through nginx):\n${markdownTable(CPU_HEADER, body, numeric)}`;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query exactly as the server builds it; the last of three runs. */
export async function explain(db: Database, query: SQLWrapper): Promise<string[]> {
  let plan: string[] = [];
  // The last of three runs: warm caches, as under load.
  for (let run = 0; run < 3; run += 1) {
    const result = await db.execute<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, buffers) ${query}`,
    );
    plan = result.rows.map((row) => row['QUERY PLAN']);
  }
  return plan;
}

/** The plan's shape (nodes with actual rows and time), its conditions, and the timings. */
export function summarizePlan(plan: string[]): string[] {
  const keep =
    /->|^\S|Index Cond|Recheck Cond|Filter:|Rows Removed|Heap Blocks|Sort Method|Execution Time|Planning Time/;
  let buffersShown = false;
  const lines: string[] = [];
  for (const line of plan) {
    if (/^\s*Buffers:/.test(line) && !buffersShown) {
      // The top node's buffers are the query's total.
      buffersShown = true;
      lines.push(line);
      continue;
    }
    if (keep.test(line)) lines.push(line.replace(/\(cost=[^)]*\) /, ''));
  }
  return lines;
}

type BundleSize = { files: { file: string; bytes: number; gzip: number }[]; gzip: number };

/** The gzipped size of the entry script and its modulepreloads, or null without a build. */
async function initialJavaScript(clientDir: string): Promise<BundleSize | null> {
  const html = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8').catch(() => null);
  if (html === null) return null;
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const urls = [
    ...[...html.matchAll(/<script\b[^>]*>/g)]
      .filter(([tag]) => attribute(tag, 'type') === 'module')
      .map(([tag]) => attribute(tag, 'src')),
    ...[...html.matchAll(/<link\b[^>]*>/g)]
      .filter(([tag]) => attribute(tag, 'rel') === 'modulepreload')
      .map(([tag]) => attribute(tag, 'href')),
  ].filter((url): url is string => url !== undefined && !/^https?:/.test(url));
  const files = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const data = await fs.readFile(path.join(clientDir, url.replace(/^\//, '')));
      return { file: url, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
    }),
  );
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** The lines that report the client's initial JavaScript, or say how to build it first. */
export async function initialJavaScriptReport(clientDir: string): Promise<string[]> {
  const bundle = await initialJavaScript(clientDir);
  if (!bundle) {
    return ['\nInitial JavaScript: dist/client/index.html is missing; run npm run build first.'];
  }
  return [
    `\nInitial JavaScript (entry + modulepreload), gzip -9: ${(bundle.gzip / 1000).toFixed(1)} kB`,
    ...bundle.files.map(
      (f) =>
        `  ${f.file}: ${(f.bytes / 1000).toFixed(1)} kB, ${(f.gzip / 1000).toFixed(1)} kB gzipped`,
    ),
  ];
}
