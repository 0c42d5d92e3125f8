/**
 * The database part of a backup: every table of the app as PostgreSQL COPY text, all read from
 * one REPEATABLE READ snapshot (so the tables agree with each other while the server writes), and
 * loaded back in foreign-key order. Plain COPY needs no pg_dump, so it works the same against the
 * embedded PostgreSQL (which ships none) and any DATABASE_URL; see decision 012.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { tableFileName } from './manifest-checks';
import { migrateInTransaction } from './migrate-in-transaction';

export type TableDump = { name: string; columns: string[]; file: string };

/**
 * Tables a backup leaves out (decision 050): the sessions, the e-mail verification and password
 * reset tokens, and the rate-limit counters. An archive holding live session tokens would sign its
 * reader in as anyone; after a restore everyone signs in again. A restore of an older archive that
 * still has them skips them.
 */
export const LEFT_OUT_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'verifications',
  'rate_limits',
]);

/**
 * Columns a backup writes as null, and a restore clears: the Discord OAuth tokens. They are read
 * only to sync a signed-in user's Discord profile, nobody is signed in after a restore, and a
 * Discord sign-in stores fresh ones (Better Auth's updateAccountOnSignIn). The account rows stay:
 * they link the Discord identity to its user.
 */
export const FORGOTTEN_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  accounts: [
    'access_token',
    'refresh_token',
    'id_token',
    'access_token_expires_at',
    'refresh_token_expires_at',
  ],
};

/** Where drizzle records the migrations it applied (drizzle-orm's defaults). */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The app's tables (those of `public`), each with its stored columns (not generated ones). */
async function appTables(client: pg.Client): Promise<Omit<TableDump, 'file'>[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(`
    select c.relname::text as name,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                         and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     group by c.relname
     order by c.relname`);
  return tables.rows;
}

/** The app's tables, parents before children (foreign keys), each with its stored columns. */
async function tablesInLoadOrder(client: pg.Client): Promise<Omit<TableDump, 'file'>[]> {
  const tables = await appTables(client);
  const references = await client.query<{ child: string; parent: string }>(`
    select child.relname::text as child, parent.relname::text as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`);
  const ordered: Omit<TableDump, 'file'>[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((table) =>
      references.rows.every((ref) => ref.child !== table.name || placed.has(ref.parent)),
    );
    // A cycle of foreign keys (none today): load the rest as they come rather than loop forever.
    const batch = ready.length > 0 ? ready : remaining;
    for (const table of batch) {
      ordered.push(table);
      placed.add(table.name);
    }
    remaining = remaining.filter((table) => !placed.has(table.name));
  }
  return ordered;
}

/** The `when` of the newest migration applied to this database (its schema level). */
export async function schemaLevel(client: pg.Client): Promise<number> {
  const exists = await client.query<{ found: string | null }>(
    `select to_regclass('${MIGRATIONS_TABLE}')::text as found`,
  );
  if (!exists.rows[0]?.found) return 0; // never migrated: not a Rotation database yet
  const result = await client.query<{ level: string | null }>(
    `select max(created_at)::text as level from ${MIGRATIONS_TABLE}`,
  );
  return Number(result.rows[0]?.level ?? 0);
}

/** Writes every table into `dir` from one snapshot; returns what it wrote and the schema level. */
export async function exportDatabase(
  client: pg.Client,
  dir: string,
): Promise<{ tables: TableDump[]; schemaLevel: number }> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const level = await schemaLevel(client);
    if (level === 0)
      throw new Error('The database has no Rotation tables yet: nothing to back up.');
    const dumps: TableDump[] = [];
    for (const table of await tablesInLoadOrder(client)) {
      if (LEFT_OUT_TABLES.has(table.name)) continue;
      const file = tableFileName(table.name);
      const forgotten = FORGOTTEN_COLUMNS[table.name] ?? [];
      const columns = table.columns
        .map((column) => (forgotten.includes(column) ? `null as ${quote(column)}` : quote(column)))
        .join(', ');
      await pipeline(
        client.query(copyTo(`copy (select ${columns} from ${quote(table.name)}) to stdout`)),
        createWriteStream(path.join(dir, file)),
      );
      dumps.push({ ...table, file });
    }
    await client.query('commit');
    return { tables: dumps, schemaLevel: level };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/**
 * The first table or column of the archive that this version's database, migrated to the
 * archive's schema level, does not have, as a phrase naming it; null when every one is there.
 */
function unknownEntry(
  known: Omit<TableDump, 'file'>[],
  tables: Omit<TableDump, 'file'>[],
): string | null {
  const columnsOf = new Map(known.map((table) => [table.name, new Set(table.columns)]));
  const seen = new Set<string>();
  for (const table of tables) {
    const columns = columnsOf.get(table.name);
    if (!columns) return `its table "${table.name}" is not a table of this version's database`;
    if (seen.has(table.name)) return `its table "${table.name}" is there twice`;
    seen.add(table.name);
    const unknown = table.columns.find((column) => !columns.has(column));
    if (unknown !== undefined) {
      return `its table "${table.name}" has a column "${unknown}" that the table does not have`;
    }
    if (new Set(table.columns).size !== table.columns.length) {
      return `its table "${table.name}" names a column twice`;
    }
  }
  return null;
}

/** An archive entry a restore refuses; the message is a phrase naming it ("its table …"). */
export class UnsafeEntry extends Error {}

export type DatabaseRestore = {
  /** database/ of the unpacked archive. */
  dir: string;
  tables: TableDump[];
  /** The migrations up to the archive's schema level. */
  migrationsFolder: string;
  /** Drop what the database holds first (--force). */
  replace: boolean;
};

/**
 * Loads the tables written by exportDatabase in one transaction that first (with `replace`)
 * empties the database, migrates it to the archive's schema level and checks every table and
 * column of the archive against it: an archive naming anything else is refused (UnsafeEntry)
 * before a row is written, and the rollback leaves the database as it was. The tables' own
 * triggers are off while their rows load (foreign keys are still checked): what they keep (the
 * brands' listing counts, the count of brands added) came along in the rows, and counting the
 * listings again as they load doubled the brands' counts. Then every identity and serial sequence
 * moves past the restored ids.
 */
export async function importDatabase(client: pg.Client, restore: DatabaseRestore): Promise<number> {
  let rows = 0;
  await client.query('begin');
  try {
    if (restore.replace) {
      await client.query('drop schema if exists drizzle cascade');
      await client.query('drop schema if exists public cascade');
      await client.query('create schema public');
    }
    await migrateInTransaction(client, restore.migrationsFolder);
    const unknown = unknownEntry(await appTables(client), restore.tables);
    if (unknown) throw new UnsafeEntry(unknown);
    for (const table of restore.tables) {
      if (LEFT_OUT_TABLES.has(table.name)) continue; // an archive from before decision 050
      const columns = table.columns.map(quote).join(', ');
      await client.query(`alter table ${quote(table.name)} disable trigger user`);
      const copy = client.query(copyFrom(`copy ${quote(table.name)} (${columns}) from stdin`));
      await pipeline(createReadStream(path.join(restore.dir, table.file)), copy);
      const forgotten = (FORGOTTEN_COLUMNS[table.name] ?? []).filter((column) =>
        table.columns.includes(column),
      );
      if (forgotten.length > 0) {
        const cleared = forgotten.map((column) => `${quote(column)} = null`).join(', ');
        await client.query(`update ${quote(table.name)} set ${cleared}`);
      }
      await client.query(`alter table ${quote(table.name)} enable trigger user`);
      rows += copy.rowCount;
    }
    const sequences = await client.query<{ table: string; column: string; sequence: string }>(`
      select c.relname as table, a.attname as column,
             pg_get_serial_sequence(format('%I', c.relname), a.attname) as sequence
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where n.nspname = 'public' and c.relkind = 'r'
         and pg_get_serial_sequence(format('%I', c.relname), a.attname) is not null`);
    for (const { table, column, sequence } of sequences.rows) {
      await client.query(
        `select setval($1, coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
        [sequence],
      );
    }
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
