import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

/**
 * Applies the migrations of `migrationsFolder` to an empty database on `client`, inside the
 * transaction the caller has open, and records them as drizzle's migrator does (drizzle-orm's
 * PgDialect.migrate: same table, hash and `created_at`), so its migrator later runs only the newer
 * ones. drizzle's migrate() commits a transaction of its own; a restore needs the schema, its
 * checks of the archive and the rows in one, so that a refused archive leaves nothing behind.
 */
export async function migrateInTransaction(
  client: pg.Client,
  migrationsFolder: string,
): Promise<void> {
  await client.query('create schema if not exists drizzle');
  await client.query(`
    create table if not exists drizzle.__drizzle_migrations (
      id serial primary key,
      hash text not null,
      created_at bigint
    )`);
  for (const migration of readMigrationFiles({ migrationsFolder })) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query(
      'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
  }
}
