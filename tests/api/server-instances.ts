/** Real server processes on one PostgreSQL, as behind a load balancer, for multi-instance tests. */
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from '@/server/db/embedded';
import { startChild, waitForHttp, type Child } from '../../scripts/lib/bench-processes';

const ROOT = path.resolve(__dirname, '../..');

export type Instance = { child: Child; base: string };

/**
 * Returns a starter of `src/server/main.ts` instances on `databaseUrl`. They share one data dir
 * (uploads) and one auth secret, so a session cookie made on one is good on the others.
 */
export function instancesOn(
  databaseUrl: () => string,
  env: Record<string, string> = {},
): (name: string) => Promise<Instance> {
  const secret = randomBytes(32).toString('base64url');
  const dataDir = path.join(
    os.tmpdir(),
    `rotation-instances-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  return async (name) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const child = startChild(name, process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: databaseUrl(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        AUTH_SECRET: secret,
        AUTH_RATE_LIMIT: '50',
        ...env,
      },
    });
    await waitForHttp(child, `${base}/api/health`);
    return { child, base };
  };
}
