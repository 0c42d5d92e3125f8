import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AppDeps } from '@/server/deps';
import { sweepUnusedUploads } from './sweep';

// A session-level advisory lock: with several instances on one database, one sweeps at a time.
export const UPLOAD_SWEEP_LOCK = 0x53776565; // "Swee"
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
// The first sweep after a start: soon, so instances restarted more often than the interval sweep
// too, and spread out, so instances started together do not all try at once.
const FIRST_SWEEP_WITHIN_MS = 5 * MINUTE_MS;

/** Runs the sweep of unused uploads every `config.uploadSweep.everyMinutes` (0: never). */
export function scheduleUploadSweep(
  app: FastifyInstance,
  { db, storage, config }: Pick<AppDeps, 'db' | 'storage' | 'config'>,
): void {
  const { everyMinutes, graceHours } = config.uploadSweep;
  if (everyMinutes === 0) return;
  const everyMs = everyMinutes * MINUTE_MS;
  const stopping = new AbortController();

  const sweepOnce = async () => {
    // Its own connection for the lock, not one of the pool's: the sweep's queries need the pool,
    // which may have a single connection, and ending this one always releases the lock.
    const lockHolder = new pg.Client(db.$client.options);
    lockHolder.on('error', (error) => app.log.warn({ err: error }, 'upload sweep lock lost'));
    await lockHolder.connect();
    try {
      const lock = await lockHolder.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [UPLOAD_SWEEP_LOCK],
      );
      if (!lock.rows[0]?.locked) return; // another instance is sweeping
      const olderThan = new Date(Date.now() - graceHours * HOUR_MS);
      const result = await sweepUnusedUploads(db, storage, {
        olderThan,
        signal: stopping.signal,
      });
      if (result.deleted > 0) app.log.info(result, 'deleted unused uploads');
    } finally {
      await lockHolder.end().catch(() => undefined);
    }
  };

  let running: Promise<void> | undefined;
  const sweepUnlessRunning = () => {
    running ??= sweepOnce()
      .catch((error: unknown) => app.log.error({ err: error }, 'the upload sweep failed'))
      .finally(() => (running = undefined));
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      sweepUnlessRunning();
      interval = setInterval(sweepUnlessRunning, everyMs).unref();
    },
    Math.min(everyMs, FIRST_SWEEP_WITHIN_MS) * (0.5 + Math.random() / 2),
  ).unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(interval);
    stopping.abort();
    await running;
  });
}
