/**
 * The real server process (`src/server/main.ts` on the embedded PostgreSQL of a temp DATA_DIR)
 * gets SIGTERM while an upload is half sent and a live stream is open.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '@/server/db/embedded';
import {
  startChild,
  stopAllChildren,
  waitForHttp,
  type Child,
} from '../../scripts/lib/bench-processes';
import { signedInAccount } from '../../scripts/lib/http-account';
import { multipart } from './multipart';
import { photo } from './photos';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dataDir = '';

afterAll(async () => {
  await stopAllChildren();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const child = startChild('server', process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${base}/api/ready`, 120_000);
  return { child, base };
}

/** Resolves once the child has printed `text`. */
function printed(child: Child, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (child.output().includes(text)) return resolve();
    const check = () => {
      if (!child.output().includes(text)) return;
      child.process.stdout!.off('data', check);
      resolve();
    };
    child.process.stdout!.on('data', check);
  });
}

/** PostgreSQL's own record of how the cluster was left (pg_control's DBState; 1: shut down). */
async function clusterState(): Promise<number> {
  const control = await fs.readFile(path.join(dataDir, 'pg', 'global', 'pg_control'));
  return control.readInt32LE(16); // after system_identifier (8 bytes) and two uint32 versions
}

describe('SIGTERM', () => {
  it('lets an upload in flight finish, ends live streams with a retry hint, and leaves a clean data dir', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-shutdown-'));
    const { child, base } = await startServer();
    const account = await signedInAccount(base);

    const live = await fetch(`${base}/api/live`, { headers: { cookie: account.cookie } });
    const liveText = live.text();

    // The upload starts, and the server has taken it (100 Continue), before the signal.
    const image = await photo(640, 480);
    const { payload, headers } = multipart([
      { filename: 'a.jpg', type: 'image/jpeg', data: image },
    ]);
    const url = new URL(`${base}/api/uploads?purpose=listing`);
    const request = http.request(url, {
      method: 'POST',
      headers: {
        ...headers,
        cookie: account.cookie,
        'content-length': String(payload.length),
        expect: '100-continue',
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
    });
    await new Promise<void>((resolve) => request.once('continue', () => resolve()));
    const half = Math.floor(payload.length / 2);
    request.write(payload.subarray(0, half));

    const exited = new Promise<number | null>((resolve) =>
      child.process.once('exit', (code) => resolve(code)),
    );
    child.process.kill('SIGTERM');
    await printed(child, 'SIGTERM: finishing the requests in flight');
    // A balancer asking now hears that this instance is going: 503, or no connection at all.
    const ready = await fetch(`${base}/api/ready`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(ready);

    // The rest of the upload, after the signal: it is still answered and stored.
    request.end(payload.subarray(half));
    const upload = await answered;
    expect(upload.status).toBe(201);
    const [file] = (JSON.parse(upload.body) as { files: { url: string }[] }).files;
    const stored = path.join(dataDir, 'uploads', file!.url.replace(/^\/uploads\//, ''));
    expect((await fs.stat(stored)).size).toBeGreaterThan(0);

    // The live stream ended with a hint to reconnect soon (to another instance).
    expect(await liveText).toMatch(/retry: \d+\n\n$/);

    expect(await exited).toBe(0);
    expect(await clusterState()).toBe(1);
    await expect(fs.access(path.join(dataDir, 'pg', 'postmaster.pid'))).rejects.toThrow();

    // The next start on the same data dir comes up ready, the upload still there.
    const again = await startServer();
    const photoResponse = await fetch(`${again.base}${file!.url}`);
    expect(photoResponse.status).toBe(200);
  }, 180_000);
});
