import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PlanOnceSessions } from './plan-once-sessions';
import * as schema from './schema';

/**
 * The connection pool, with the plan-once sessions beside it: the feed's pages run there when one
 * plan suits them whatever their values (listings/feed-query.ts, onePlanFits; decisions 043, 044
 * and 048).
 */
export class RotationPool extends pg.Pool {
  readonly planOnce: PlanOnceSessions;

  constructor(config: pg.PoolConfig & { connectionString: string }, planOnceSize: number) {
    super(config);
    this.planOnce = new PlanOnceSessions(config.connectionString, planOnceSize);
  }

  /** Ends both. */
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
