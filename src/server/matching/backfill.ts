import type { Database } from '@/server/db/client';
import { listingMatchKeys, wtbMatchKeys } from './keys';
import * as repository from './repository';

const BATCH = 1000;

/**
 * Writes the match keys of listings and requests stored before the keys existed (or by a tool
 * that bypasses the server), a batch at a time; run at start, before the server listens. The keys
 * come from the same TypeScript as every write's (docs/decisions/027-wtb-matching.md).
 */
export async function fillMissingMatchKeys(db: Database): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await repository.listingsWithoutKeys(db, BATCH);
    await repository.writeKeys(
      db,
      'listings',
      rows.map((row) => ({ id: row.id, ...listingMatchKeys(row) })),
    );
    filled += rows.length;
    if (rows.length < BATCH) break;
  }
  for (;;) {
    const rows = await repository.requestsWithoutKeys(db, BATCH);
    await repository.writeKeys(
      db,
      'wtb_listings',
      rows.map((row) => ({ id: row.id, ...wtbMatchKeys(row) })),
    );
    filled += rows.length;
    if (rows.length < BATCH) break;
  }
  return filled;
}
