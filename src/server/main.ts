import { buildApp } from './app';
import { loadProcessConfig } from './config';
import { connect, runMigrations } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';

async function main(): Promise<void> {
  const config = loadProcessConfig();

  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir);
  }
  const db = connect(config.databaseUrl ?? embedded!.url, config.dbPoolSize);
  await runMigrations(db);

  const app = await buildApp({ config, db });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await db.$client.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Rotation is running at ${config.publicUrl} (${embedded ? `embedded PostgreSQL under ${config.dataDir}/pg` : 'external PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
