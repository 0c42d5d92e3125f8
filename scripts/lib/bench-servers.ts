/** The processes the bench measures: the real server, and a raw node:http baseline to compare with. */
import http from 'node:http';
import path from 'node:path';
import { freePort } from '@/server/db/embedded';
import { ROOT, startChild, waitForHttp, type Child } from './bench-processes';

const BASELINE_BODY = JSON.stringify({ ok: true, listings: [], nextCursor: null });

/** Environment variables every bench server gets (database, data dir, secrets, pool size). */
export type ServerEnv = Record<string, string>;
export type BenchServer = { child: Child; base: string };

/**
 * The real server (`src/server/main.ts`) as a child process on a free port, once it answers. It
 * logs at its LOG_LEVEL (production's `info` unless the env says otherwise: every request) to
 * /dev/null: the log's cost is the server's, as in production, and nothing reads it here.
 */
export async function startServer(name: string, env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: Node flags for the measured servers only, such as `--cpu-prof
  // --cpu-prof-dir=/tmp/prof` (Node refuses those in NODE_OPTIONS).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const args = [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'];
  const child = startChild(name, process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdout: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${base}/api/health`);
  return { child, base };
}

/** A fixed answer for a raw baseline: the body's bytes and the headers that describe them. */
export type FixedAnswer = { body: Buffer; headers: Record<string, string> };

export const TINY_ANSWER: FixedAnswer = {
  body: Buffer.from(BASELINE_BODY),
  headers: { 'content-type': 'application/json; charset=utf-8' },
};

/**
 * A raw node:http server answering the same bytes to every request: the fastest an answer of
 * that size can be sent here. The tiny empty feed page by default.
 */
export async function startBaseline(name = 'baseline', answer = TINY_ANSWER): Promise<BenchServer> {
  const port = await freePort();
  const code = `const body = Buffer.from(process.env.BASELINE_BODY, 'base64');
const headers = { ...JSON.parse(process.env.BASELINE_HEADERS), 'content-length': body.length };
require('node:http').createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(${port}, '127.0.0.1');`;
  const child = startChild(name, process.execPath, ['-e', code], {
    cwd: ROOT,
    env: {
      ...process.env,
      BASELINE_BODY: answer.body.toString('base64'),
      BASELINE_HEADERS: JSON.stringify(answer.headers),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${base}/`);
  return { child, base };
}

const PER_RESPONSE = new Set(['content-length', 'date', 'connection', 'keep-alive']);

/** One answer's bytes exactly as they came over the wire (not decompressed), and its headers. */
export function fetchRaw(url: string, headers: Record<string, string>): Promise<FixedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          // Every header the answer carried (its security headers too), but those node:http
          // writes for each response itself.
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (PER_RESPONSE.has(name) || typeof value !== 'string') continue;
            kept[name] = value;
          }
          resolve({ body: Buffer.concat(chunks), headers: kept });
        });
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/** The client build the bench reports the initial JavaScript of. */
export const CLIENT_DIST = path.join(ROOT, 'dist/client');
