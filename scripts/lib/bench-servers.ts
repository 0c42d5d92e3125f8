/** The processes the bench measures: the real server, and a raw node:http baseline to compare with. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@/server/db/embedded';
import { startChild, waitForHttp, type Child } from './bench-processes';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASELINE_BODY = JSON.stringify({ ok: true, listings: [], nextCursor: null });

/** Environment variables every bench server gets (database, data dir, secrets, pool size). */
export type ServerEnv = Record<string, string>;
export type BenchServer = { child: Child; base: string };

/** The real server (`src/server/main.ts`) as a child process on a free port, once it answers. */
export async function startServer(name: string, env: NodeJS.ProcessEnv): Promise<BenchServer> {
  const port = await freePort();
  const child = startChild(name, process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${base}/api/health`);
  return { child, base };
}

/** A node:http server answering an empty feed page: the fastest a JSON answer can be here. */
export async function startBaseline(): Promise<string> {
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

/** The client build the bench reports the initial JavaScript of. */
export const CLIENT_DIST = path.join(ROOT, 'dist/client');
