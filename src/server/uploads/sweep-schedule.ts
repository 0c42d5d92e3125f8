import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { sweepUnusedUploads } from './sweep';

// A session-level advisory lock: with several instances on one database, one sweeps at a time.
const UPLOAD_SWEEP_LOCK = 0x53776565; // "Swee"
const HOUR_MS = 60 * 60 * 1000;

/** Runs the sweep of unused uploads every `config.uploadSweep.everyMinutes` (0: never). */
export function scheduleUploadSweep(
  app: FastifyInstance,
  { db, storage, config }: Pick<AppDeps, 'db' | 'storage' | 'config'>,
): void {
  const { everyMinutes, graceHours } = config.uploadSweep;
  if (everyMinutes === 0) return;

  const sweepOnce = async () => {
    const client = await db.$client.connect();
    try {
      const lock = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1) as locked',
        [UPLOAD_SWEEP_LOCK],
      );
      if (!lock.rows[0]?.locked) return; // another instance is sweeping
      try {
        const olderThan = new Date(Date.now() - graceHours * HOUR_MS);
        const result = await sweepUnusedUploads(db, storage, olderThan);
        if (result.deleted > 0) app.log.info(result, 'deleted unused uploads');
      } finally {
        await client.query('select pg_advisory_unlock($1)', [UPLOAD_SWEEP_LOCK]);
      }
    } finally {
      client.release();
    }
  };

  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= sweepOnce()
      .catch((error: unknown) => app.log.error({ err: error }, 'the upload sweep failed'))
      .finally(() => (running = undefined));
  }, everyMinutes * 60_000);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
