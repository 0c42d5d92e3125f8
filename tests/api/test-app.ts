import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type AppOptions } from '@/server/app';
import { loadConfig, type Config } from '@/server/config';
import { connect, type Database } from '@/server/db/client';
import { TEMPLATE_DATABASE, withDatabase } from '../setup/postgres-global';

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  databaseUrl: string;
  config: Config;
};

/**
 * Gives the calling test file a fresh database cloned from the migrated template and the real
 * app on top of it. Requests go through Fastify's HTTP layer (inject), exactly as a client's would.
 */
/**
 * `env` is read when the app is built, after the file's earlier beforeAll hooks have run; `options`
 * too (a mailer of the test's own, the job queue's timings).
 */
export function useTestApp(
  env: () => Record<string, string> = () => ({}),
  options: () => Partial<Omit<AppOptions, 'config' | 'db'>> = () => ({}),
): TestContext {
  const context = {} as TestContext;
  const adminUrl = inject('postgresUrl');
  const database = `test_${randomUUID().replace(/-/g, '')}`;

  beforeAll(async () => {
    const admin = connect(adminUrl, 1);
    await admin.$client.query(`create database ${database} template ${TEMPLATE_DATABASE}`);
    await admin.$client.end();
    context.databaseUrl = withDatabase(adminUrl, database);
    context.db = connect(context.databaseUrl, 4);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // Tests read their own writes at once; the cache has unit tests of its own.
      FEED_CACHE_MS: '0',
      ...env(),
      DATA_DIR: path.join(os.tmpdir(), `rotation-${database}`),
    });
    context.config = config;
    context.app = await buildApp({ ...options(), config, db: context.db });
  });

  afterAll(async () => {
    await context.app?.close();
    await context.db?.$client.end();
    const admin = connect(adminUrl, 1);
    await admin.$client.query(`drop database if exists ${database} with (force)`);
    await admin.$client.end();
    // The data folder (auth secret, uploads) goes with its database.
    if (context.config) await fs.rm(context.config.dataDir, { recursive: true, force: true });
  });

  return context;
}
