import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { TestContext } from './test-app';

/**
 * The real app serving a built client made of `files` (path inside the client folder → content),
 * on the calling file's test database, with `env` added to the test config. Built before the
 * tests of the calling file or `describe` block, closed and removed after them.
 */
export function useClientApp(
  ctx: TestContext,
  files: Record<string, string | Buffer>,
  env: Record<string, string> = {},
): { app: FastifyInstance } {
  const client = {} as { app: FastifyInstance };
  let root: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-client-'));
    const clientDir = path.join(root, 'client');
    for (const [file, content] of Object.entries(files)) {
      const target = path.join(clientDir, file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, content);
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...env,
      DATA_DIR: path.join(root, 'data'),
    });
    // No renderer of first screens (decision 042): the e2e tests run the built one.
    const renderDir = path.join(root, 'render');
    client.app = await buildApp({ config: { ...config, clientDir, renderDir }, db: ctx.db });
  });

  afterAll(async () => {
    await client.app?.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  return client;
}
