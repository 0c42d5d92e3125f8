import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/server/db/client';
import { LIVE_HEARTBEAT_MS } from '@/server/live/heartbeat';
import { clearInstance, isPresent, refreshInstance, setStreams } from './presence-repository';

/**
 * A row not refreshed for three of its instance's heartbeats belongs to an instance that died
 * without clearing it, and counts for nothing (decision 039).
 */
const STALE_AFTER_SECONDS = (3 * LIVE_HEARTBEAT_MS) / 1000;
/** Rows this stale are deleted by whichever instance refreshes next. */
const FORGET_AFTER_SECONDS = 3600;

/**
 * Who has a live stream open on this instance, kept in `live_presence` for every instance to read:
 * push alerts go only to people with no stream open anywhere. Each instance has an id of its own
 * per start. Writes go out one at a time, in the order the streams opened and closed, each
 * setting the user's count as this instance knows it, so a late write never undoes a newer one.
 */
export class LivePresence {
  readonly instanceId = randomUUID();
  private writes: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Records `userId`'s count of open streams here; resolves once written. */
  set(userId: string, streams: number): Promise<void> {
    return this.queue(() => setStreams(this.db, this.instanceId, userId, streams));
  }

  /** On each live heartbeat: this instance is alive. */
  refresh(): Promise<void> {
    return this.queue(() => refreshInstance(this.db, this.instanceId, FORGET_AFTER_SECONDS));
  }

  /** This instance stops: none of its streams count any more. */
  clear(): Promise<void> {
    return this.queue(() => clearInstance(this.db, this.instanceId));
  }

  private queue(write: () => Promise<void>): Promise<void> {
    this.writes = this.writes
      .then(write)
      .catch((error: unknown) =>
        this.log.warn({ err: error }, 'Could not record who has a live stream open'),
      );
    return this.writes;
  }
}

/** Whether `userId` has a live stream open on any living instance. */
export function hasOpenStream(db: Database, userId: string): Promise<boolean> {
  return isPresent(db, userId, STALE_AFTER_SECONDS);
}
