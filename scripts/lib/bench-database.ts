/**
 * The bench's database: a fresh embedded PostgreSQL in the bench's folder, or BENCH_DATABASE_URL
 * (which must be empty, and is emptied again afterwards), migrated and filled with listings.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connect, runMigrations, type Database } from '@/server/db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded';
import { LocalDiskStorage } from '@/server/storage/local-disk';
import { fillBenchDatabase } from './bench-data';

export type BenchDatabase = {
  db: Database;
  url: string;
  /** Empties an external database the bench filled, closes the pool, stops the embedded one. */
  close: () => Promise<void>;
};

/** Connects (starting the embedded PostgreSQL under `dataDir` unless `externalUrl` is given) and migrates. */
export async function openBenchDatabase(
  dataDir: string,
  externalUrl: string | undefined,
): Promise<BenchDatabase> {
  let embedded: EmbeddedDatabase | undefined;
  if (!externalUrl) embedded = await startEmbeddedPostgres(dataDir);
  const url = externalUrl ?? embedded!.url;
  const db = connect(url, 2);
  let filled = false;
  const close = async () => {
    if (externalUrl && filled) {
      await db
        .execute(sql`truncate listing_images, listings, users restart identity cascade`)
        .catch(() => undefined);
    }
    await db.$client.end().catch(() => undefined);
    // A PostgreSQL that already went down with Ctrl-C never reports its exit: don't wait forever.
    await Promise.race([embedded?.stop(), new Promise((resolve) => setTimeout(resolve, 5000))]);
  };
  try {
    await runMigrations(db);
    const existing = await db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
    if ((existing.rows[0]?.n ?? 0) > 0) {
      throw new Error(
        'BENCH_DATABASE_URL must point to an empty database: the bench fills it and empties it again.',
      );
    }
  } catch (error) {
    await close();
    throw error;
  }
  filled = true;
  return { db, url, close };
}

/**
 * Fills the database with `listings` listings (photos under `dataDir`), and returns a line that
 * says what was loaded, how fast, and on which PostgreSQL.
 */
export async function fillAndDescribe(
  db: Database,
  dataDir: string,
  listings: number,
): Promise<string> {
  const version = await db.execute<{ v: string }>(
    sql`select current_setting('server_version') as v`,
  );
  const sharedBuffers = await db.execute<{ s: string }>(
    sql`select current_setting('shared_buffers') as s`,
  );
  const fillStart = performance.now();
  await fillBenchDatabase(db, new LocalDiskStorage(path.join(dataDir, 'uploads')), listings);
  await settleDatabase(db);
  const counts = await db.execute<{ listings: number; images: number }>(sql`
    select (select count(*)::int from listings) as listings,
           (select count(*)::int from listing_images) as images`);
  const c = counts.rows[0]!;
  return (
    `Loaded ${c.listings.toLocaleString('en-US')} listings and ${c.images.toLocaleString('en-US')} images in ` +
    `${((performance.now() - fillStart) / 1000).toFixed(1)} s (PostgreSQL ${version.rows[0]!.v}, ` +
    `shared_buffers ${sharedBuffers.rows[0]!.s})`
  );
}

/**
 * Writes out what the bench's own bulk inserts left in the WAL, so that the checkpoint they call
 * for does not land in a timed run and stall its commits (seen as 150–350 ms p99 spikes in the
 * live run); the product's own writes still checkpoint as they would.
 */
export async function settleDatabase(db: Database): Promise<void> {
  await db.execute(sql`checkpoint`);
}
