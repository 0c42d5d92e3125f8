import { sql } from 'drizzle-orm';
import type { Database, Executor } from '@/server/db/client';
import { listingMatchKeys, wtbMatchKeys } from './query-parts';
import * as repository from './repository';

const BATCH = 1000;
/** The advisory lock the start-up fill holds (an arbitrary number of this app's own). */
const BACKFILL_LOCK = 727_001;

type Keys = (row: { brand: string; size: string }) => { matchBrand: string; matchSize: string };

/** Fills one table's missing keys, a batch at a time; answers how many rows it filled. */
async function fillTable(db: Executor, table: 'listings' | 'wtb_listings', keys: Keys) {
  let filled = 0;
  for (;;) {
    const rows = await repository.rowsWithoutKeys(db, table, BATCH);
    await repository.writeKeys(
      db,
      table,
      rows.map((row) => ({ id: row.id, ...keys(row) })),
    );
    filled += rows.length;
    if (rows.length < BATCH) return filled;
  }
}

/**
 * Writes the match keys of listings and requests stored before the keys existed (or by a tool
 * that bypasses the server); run at start, before the server listens. The keys come from the same
 * TypeScript as every write's (docs/decisions/027-wtb-matching.md).
 */
export async function fillMissingMatchKeys(db: Database): Promise<number> {
  // Instances starting together take turns (two filling the same rows would deadlock); the next
  // one finds nothing left to fill.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BACKFILL_LOCK})`);
    return (
      (await fillTable(tx, 'listings', listingMatchKeys)) +
      (await fillTable(tx, 'wtb_listings', wtbMatchKeys))
    );
  });
}
