import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { connect } from '@/server/db/client';
import { TEMPLATE_DATABASE, withDatabase } from '../setup/postgres-global';
import { useTestApp } from './test-app';

const ctx = useTestApp();

describe('health and readiness', () => {
  it('answers liveness and, with the database answering, readiness', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true, liveStreams: 0 });

    const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true });
  });

  it('is not ready (503) while its database does not answer, and still alive', async () => {
    // An instance of its own on a database of its own, which then goes away under it.
    const adminUrl = inject('postgresUrl');
    const name = `test_${randomUUID().replace(/-/g, '')}`;
    const admin = connect(adminUrl, 1);
    await admin.$client.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    const db = connect(withDatabase(adminUrl, name), 2);
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: path.join(os.tmpdir(), `rotation-${name}`),
      }),
      db,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await admin.$client.query(`drop database ${name} with (force)`);

      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        message: 'The database is not answering, so this instance cannot serve yet.',
      });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.$client.end();
      await admin.$client.end();
    }
  });
});
