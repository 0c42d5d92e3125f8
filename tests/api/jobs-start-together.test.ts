/**
 * Instances started at the same moment on a new database (a deploy of several at once, the bench's
 * two servers) all start: creating pg-boss's schema and the job queues takes turns instead of
 * colliding (a duplicate schema, a deadlock) in pg-boss. The schema's collision was seen across
 * processes (src/server/jobs/queue.ts); instances in one process rarely meet it, so the first test
 * is the scenario, not a reproduction of the race.
 */
import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { connect, type Database } from '@/server/db/client';
import { DIGEST_QUEUE, NOTIFICATION_EMAIL_QUEUE } from '@/server/email-notifications/deps';
import { JOBS_SCHEMA } from '@/server/jobs/queue';
import { PUSH_ALERT_QUEUE, PUSH_DELIVERY_QUEUE } from '@/server/push/queues';
import { TEMPLATE_DATABASE, withDatabase } from '../setup/postgres-global';

const INSTANCES = 3;
const adminUrl = inject('postgresUrl');
const databases: string[] = [];
const dataDirs: string[] = [];
const pools: Database[] = [];
const apps: FastifyInstance[] = [];

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const pool of pools) await pool.$client.end();
  const admin = connect(adminUrl, 1);
  for (const database of databases) {
    await admin.$client.query(`drop database if exists ${database} with (force)`);
  }
  await admin.$client.end();
  for (const dataDir of dataDirs) await fs.rm(dataDir, { recursive: true, force: true });
});

/** A new database from the migrated template; `withoutJobsSchema` as if pg-boss never ran on it. */
async function newDatabase({ withoutJobsSchema }: { withoutJobsSchema: boolean }) {
  const database = `test_${randomUUID().replace(/-/g, '')}`;
  databases.push(database);
  const admin = connect(adminUrl, 1);
  await admin.$client.query(`create database ${database} template ${TEMPLATE_DATABASE}`);
  await admin.$client.end();
  if (withoutJobsSchema) {
    const db = connect(withDatabase(adminUrl, database), 1);
    await db.$client.query(`drop schema if exists ${JOBS_SCHEMA} cascade`);
    await db.$client.end();
  }
  const dataDir = path.join(os.tmpdir(), `rotation-${database}`);
  dataDirs.push(dataDir);
  return { database, dataDir };
}

describe('instances starting together', () => {
  it('all start on a database where pg-boss never ran (no jobs schema)', async () => {
    const { database, dataDir } = await newDatabase({ withoutJobsSchema: true });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const started = await Promise.allSettled(
      Array.from({ length: INSTANCES }, async () => {
        const db = connect(withDatabase(adminUrl, database), 4);
        pools.push(db);
        const app = await buildApp({ config, db });
        apps.push(app);
        return app;
      }),
    );
    expect(started.map((result) => result.status)).toEqual(started.map(() => 'fulfilled'));
    const queues = await pools
      .at(-1)!
      .$client.query<{ name: string }>(`select name from ${JOBS_SCHEMA}.queue`);
    expect(queues.rows.map((row) => row.name)).toContain(DIGEST_QUEUE);
  });

  it('starts with a pool of one connection (the setup lock has a connection of its own)', async () => {
    const { database, dataDir } = await newDatabase({ withoutJobsSchema: true });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const db = connect(withDatabase(adminUrl, database), 1);
    pools.push(db);
    const app = await buildApp({ config, db });
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 30_000);

  it('all start on a database whose job queues do not exist yet', async () => {
    const { database, dataDir } = await newDatabase({ withoutJobsSchema: false });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });

    const starts = Array.from({ length: INSTANCES }, async () => {
      // Each instance has its own pool, as separate processes would.
      const db = connect(withDatabase(adminUrl, database), 4);
      pools.push(db);
      const app = await buildApp({ config, db });
      apps.push(app);
      return app;
    });
    const results = await Promise.allSettled(starts);

    expect(results.map((result) => result.status)).toEqual(results.map(() => 'fulfilled'));
    for (const app of apps) {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    const queues = await pools
      .at(-1)!
      .$client.query<{ name: string }>('select name from pgboss.queue order by name');
    expect(queues.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        DIGEST_QUEUE,
        NOTIFICATION_EMAIL_QUEUE,
        PUSH_ALERT_QUEUE,
        PUSH_DELIVERY_QUEUE,
      ]),
    );
  });
});
