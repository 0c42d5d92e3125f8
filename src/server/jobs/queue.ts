import pg from 'pg';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '@/server/db/client';
import { poolJobsDb, transactionJobsDb } from './jobs-db';

/** pg-boss keeps its tables in a schema of its own, next to ours (decision 025). */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Held while an instance starts pg-boss and while it creates or updates its queues. Instances
 * starting together on a new database otherwise collide in pg-boss, and one fails to start:
 * - its start creates the `pgboss` schema in a transaction that waits on pg-boss's own lock; the
 *   transaction that waited can still miss the schema the first one made (its catalog cache is
 *   from before the wait) and fail on a duplicate key in pg_namespace, as the bench's two
 *   servers did once in separate processes. Held here, a second start begins only after the
 *   first has committed, finds the schema installed and creates nothing;
 * - `createQueue` deadlocks (each makes the same queue's partition of the job table).
 * Other advisory locks: matching/backfill.ts.
 */
const QUEUE_SETUP_LOCK = 727_002;

/** How long a stopping instance lets jobs in progress finish before failing them into a retry. */
const STOP_GRACE_MS = 5_000;

export type QueueSettings = {
  /** Attempts after the first; pg-boss waits retryDelay · 2^n seconds (with jitter) before each. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job running longer than this counts as failed and is retried. */
  expireInSeconds: number;
  /** Jobs of this queue one instance runs at once (1 when not given). */
  workers?: number;
};

export type JobHandler<T> = (data: T) => Promise<void>;

export type QueueTimings = {
  /** How often an idle worker looks for jobs. */
  pollingSeconds?: number;
  /**
   * How often pg-boss's maintenance fails expired jobs into a retry (its default, 120 s, when
   * not given): a job of a killed instance waits its expiry plus up to this long.
   */
  superviseSeconds?: number;
};

/**
 * The job queue on our PostgreSQL (decision 025): started with the app, stopped when it closes.
 * Every instance works every queue; pg-boss hands each job to one of them.
 */
export class Jobs {
  private constructor(
    private readonly boss: PgBoss,
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async start(
    db: Database,
    log: FastifyBaseLogger,
    { pollingSeconds = 1, superviseSeconds }: QueueTimings = {},
  ): Promise<Jobs> {
    const boss = new PgBoss({
      db: poolJobsDb(db),
      schema: JOBS_SCHEMA,
      pollingIntervalSeconds: pollingSeconds,
      // pg-boss checks whether the option is present, so an undefined one would not default.
      ...(superviseSeconds === undefined ? {} : { maintenanceIntervalSeconds: superviseSeconds }),
    });
    // Without a listener an EventEmitter's 'error' would throw; a failed poll is retried anyway.
    boss.on('error', (error) => log.error({ err: error }, 'Job queue error'));
    await oneInstanceAtATime(db, () => boss.start().then(() => undefined));
    return new Jobs(boss, db, log);
  }

  /** Creates the queue, or brings its retry settings to these (the latest start wins). */
  async work<T extends object>(
    name: string,
    settings: QueueSettings,
    handler: JobHandler<T>,
  ): Promise<void> {
    const options = {
      name,
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireInSeconds,
    };
    await oneInstanceAtATime(this.db, async () => {
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
      else await this.boss.createQueue(name, options);
    });
    for (let worker = 0; worker < (settings.workers ?? 1); worker += 1) {
      await this.boss.work<T>(name, async ([job]) => {
        try {
          await handler(job!.data);
        } catch (error) {
          this.log.warn(
            { err: error, queue: name, job: job!.id },
            'A job failed; it will be retried',
          );
          throw error;
        }
      });
    }
  }

  /** A job sent by a cron schedule (UTC); pg-boss fires it once across all instances. */
  async schedule(name: string, cron: string): Promise<void> {
    await this.boss.schedule(name, cron, {}, { tz: 'UTC' });
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, close: false, timeout: STOP_GRACE_MS });
  }
}

/**
 * Runs `work` while holding QUEUE_SETUP_LOCK on a connection of its own (pg-boss runs its SQL on
 * the pool's connections, so a transaction's lock would not cover it).
 */
async function oneInstanceAtATime(db: Database, work: () => Promise<void>): Promise<void> {
  // A connection outside the pool: with DB_POOL_SIZE=1 a pooled one would leave pg-boss none.
  const client = new pg.Client({ connectionString: db.$client.options.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
    await work();
  } finally {
    // Closing the session releases its lock too, whatever happened.
    await client.end().catch(() => undefined);
  }
}

// Sending needs no running queue, only its SQL: the job goes in through the caller's connection.
const sender = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('Jobs are sent on a transaction')) },
  schema: JOBS_SCHEMA,
});

/**
 * Queues a job in the caller's transaction: it exists if, and once, that transaction commits.
 * With `startAfter`, no worker takes it before then.
 */
export async function sendJob(
  tx: Executor,
  name: string,
  data: object,
  { startAfter }: { startAfter?: Date } = {},
): Promise<void> {
  const id = await sender.send(name, data, {
    db: transactionJobsDb(tx),
    ...(startAfter ? { startAfter } : {}),
  });
  // No id: the queue does not exist yet (no instance has started since it was added).
  if (id === null) throw new Error(`No job queue named ${name}`);
}
