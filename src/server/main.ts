import { config as loadDotenv } from 'dotenv';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { connect, runMigrations } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';

async function main(): Promise<void> {
  loadDotenv({ quiet: true });
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

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
