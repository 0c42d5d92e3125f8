import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

/**
 * The connection pool, with a second one beside it for statements whose best plan is the same
 * whatever their values: its sessions plan each named statement once and keep that plan
 * (`plan_cache_mode = force_generic_plan`), where the main pool's replan every execution once
 * PostgreSQL judges a plan made for the values cheaper. The feed's pages run there when one plan
 * suits them whatever their values (listings/feed-query.ts, onePlanFits; decisions 043 and 044).
 * Those sessions plan no bitmap scans (`enable_bitmapscan = off`): a page walks one index in its
 * order and stops, and a generic plan guessing that two equality filters leave fewer rows than a
 * page would otherwise read every match of both through a bitmap and sort them (`brand=nike&size=m`
 * at 100k listings: 7 ms instead of 0.1 ms; decision 047).
 */
export class RotationPool extends pg.Pool {
  readonly planOnce: pg.Pool;

  constructor(config: pg.PoolConfig, planOnceSize: number) {
    super(config);
    this.planOnce = new pg.Pool({
      ...config,
      max: planOnceSize,
      options: '-c plan_cache_mode=force_generic_plan -c enable_bitmapscan=off',
    });
    this.planOnce.on('error', () => {});
  }

  /** Ends both pools. */
  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | void {
    const both = Promise.all([super.end(), this.planOnce.end()]).then(() => undefined);
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
