import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import postgres from 'postgres';
import * as schema from './schema';

/**
 * Settings of the sessions that plan each statement once (decisions 043 and 047): they keep the
 * generic plan of each named statement (`plan_cache_mode = force_generic_plan`), where the main
 * pool's replan every execution once PostgreSQL judges a plan made for the values cheaper; and
 * they plan no bitmap scans (`enable_bitmapscan = off`): a page walks one index in its order and
 * stops, and a generic plan guessing that two equality filters leave fewer rows than a page would
 * otherwise read every match of both through a bitmap and sort them (`brand=nike&size=m` at 100k
 * listings: 7 ms instead of 0.1 ms).
 */
export const PLAN_ONCE_SETTINGS = {
  plan_cache_mode: 'force_generic_plan',
  enable_bitmapscan: 'off',
} as const;

/**
 * A connection URL for postgres.js: libpq's `host` URL parameter (a socket folder, as embedded.ts
 * writes it) becomes postgres.js's `path` to the socket; postgres.js would otherwise send it to
 * PostgreSQL as a setting, which refuses it.
 */
export function postgresJsTarget(url: string): { url: string; path?: string } {
  const parsed = new URL(url);
  const socketFolder = parsed.searchParams.get('host');
  if (!socketFolder) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), path: `${socketFolder}/.s.PGSQL.${parsed.port || 5432}` };
}

/**
 * The plan-once sessions, through postgres.js rather than pg (decision 048): it pipelines, so the
 * page statements of requests that arrive together go to PostgreSQL in one write and come back in
 * one read, where pg sends a session its next statement only once the last one's answer is in.
 */
function planOnceSessions(url: string, max: number): postgres.Sql {
  const target = postgresJsTarget(url);
  return postgres(target.url, {
    max,
    ...(target.path ? { path: target.path } : {}),
    connection: { ...PLAN_ONCE_SETTINGS, application_name: 'rotation plan-once' },
    // Sessions idle for a minute close, as pg's pool closes its own after ten seconds.
    idle_timeout: 60,
    onnotice: () => {},
  });
}

/**
 * The connection pool, with the plan-once sessions beside it: the feed's pages run there when one
 * plan suits them whatever their values (listings/feed-query.ts, onePlanFits; decisions 043, 044
 * and 048).
 */
export class RotationPool extends pg.Pool {
  readonly planOnce: postgres.Sql;

  constructor(config: pg.PoolConfig & { connectionString: string }, planOnceSize: number) {
    super(config);
    this.planOnce = planOnceSessions(config.connectionString, planOnceSize);
  }

  /** Ends both. */
  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | void {
    const both = Promise.all([super.end(), this.planOnce.end({ timeout: 5 })]).then(
      () => undefined,
    );
    if (!callback) return both;
    void both.finally(callback);
  }
}

export type Database = NodePgDatabase<typeof schema> & { $client: RotationPool };

// numeric comes back as a string already (prices stay exact); bigint ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The database or a transaction on it: what every repository function runs its queries on. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export function connect(url: string, poolSize = 10): Database {
  // The plan-once pool serves one kind of statement: half as many connections suffice.
  const pool = new RotationPool({ connectionString: url, max: poolSize }, Math.ceil(poolSize / 2));
  // An idle client that loses its server (a restart) must not crash the process.
  pool.on('error', () => {});
  return drizzle(pool, { schema }) as Database;
}

export const migrationsFolder = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'migrations',
);

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder });
}
