/**
 * What a restore checks in an archive's manifest before it touches the database or the uploads
 * folder (decision 050): an archive is data from outside, and its names become paths and SQL.
 */
import { isFinishedKey } from '@/server/storage/local-disk';
import type { Manifest } from './archive';

/** A table name as the app's migrations make them: lower-case, unquoted. */
const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/** The file under database/ that holds a table's rows: the only name a backup gives it. */
export function tableFileName(table: string): string {
  return `${table}.copy`;
}

/**
 * The first entry of the manifest that no backup of ours writes, as a phrase naming it; null when
 * there is none. Upload keys must pass the server's own check of a stored key (so each stays
 * inside the uploads folder), and each table's file must be `<table>.copy` (so it stays inside
 * database/). Whether the tables and columns exist is the database's to say (database.ts).
 */
export function unsafeEntry(manifest: Pick<Manifest, 'tables' | 'uploads'>): string | null {
  for (const key of manifest.uploads) {
    if (!isFinishedKey(key)) return `its upload "${key}" is not a name Rotation gives uploads`;
  }
  for (const table of manifest.tables) {
    if (!TABLE_NAME.test(table.name)) return `its table "${table.name}" is not a Rotation table`;
    if (table.file !== tableFileName(table.name)) {
      return (
        `its table "${table.name}" is stored in "${table.file}", not in ` +
        `"${tableFileName(table.name)}"`
      );
    }
  }
  return null;
}
