/**
 * The sitemap section of the bench: what a crawler's visit costs at the bench's size, the index
 * (two counts and a walk over the accounts' key) and one whole listings file, read one after
 * another as a crawler does (docs/decisions/040-sitemaps.md).
 */
import { performance } from 'node:perf_hooks';
import type { Database } from '@/server/db/client';
import { availableListingsQuery } from '@/server/seo/sitemap-repository';
import { uuidRange } from '@/server/seo/uuid-parts';
import { explain, percentile, summarizePlan } from './bench-report';
import { startServer, type ServerEnv } from './bench-servers';

const READS = 20;
/** What a file read once more should stay under at any size: it grows with the file, not the table. */
const INDEX_TARGET_MS = 200;

async function timedReads(
  url: string,
): Promise<{ body: string; p50: number; max: number; bytes: number; urls: number }> {
  const times: number[] = [];
  let body = '';
  for (let i = 0; i < READS + 2; i += 1) {
    const started = performance.now();
    body = await (await fetch(url)).text();
    // The first two warm the statement caches and are not counted.
    if (i >= 2) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    body,
    p50: Math.round(percentile(times, 50)),
    max: Math.round(times.at(-1)!),
    bytes: Buffer.byteLength(body),
    urls: body.split('<loc>').length - 1,
  };
}

export async function sitemapSection(db: Database, serverEnv: ServerEnv): Promise<string> {
  const server = await startServer('server (sitemap)', serverEnv);
  const index = await timedReads(`${server.base}/sitemap.xml`);
  const listingFiles = Number(/listings\.xml\?part=1&amp;of=(\d+)/.exec(index.body)?.[1] ?? 1);
  const file = await timedReads(`${server.base}/sitemaps/listings.xml?part=1&of=${listingFiles}`);
  const plan = summarizePlan(
    await explain(
      db,
      availableListingsQuery(db, { ...uuidRange(1, listingFiles), after: null }, 5_000),
    ),
  );
  const lines = [
    `  GET /sitemap.xml (${index.urls} files named): p50 ${index.p50} ms, max ${index.max} ms over ${READS} reads`,
    `  GET one listings file (${file.urls.toLocaleString('en-US')} URLs, ${(file.bytes / 1e6).toFixed(1)} MB, streamed): p50 ${file.p50} ms, max ${file.max} ms`,
    '  A file chunk’s plan:',
    ...plan.map((line) => `    ${line}`),
  ];
  console.log(lines.join('\n'));
  return `Sitemap (target: the index under ${INDEX_TARGET_MS} ms; a file's time grows with its rows, not the table):\n${lines.join('\n')}`;
}
