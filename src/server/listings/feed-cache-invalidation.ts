import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '@/server/db/client';
import { NotifyListener } from '@/server/db/notify-listener';
import type { ResponseCache } from '@/server/http/response-cache';

/** Notified by triggers on listings, listing_images and users (migration 0004). */
export const FEED_CHANNEL = 'rotation_feed';

/**
 * Tells every instance's feed cache to forget its pages when the caller's transaction commits,
 * for a change no trigger reports: a suspension starting or ending (users.suspended_until) takes
 * the person's listings out of the feeds or puts them back.
 */
export async function notifyFeedChanged(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${FEED_CHANNEL}, '')`);
}

/**
 * Keeps this instance's feed cache true to the database, whichever instance wrote: every
 * committed change clears it. While the LISTEN connection is down a change could go unheard, so
 * the cache is suspended (every request reads the database) until it listens again.
 * See docs/decisions/022-feed-cache-invalidation.md.
 */
export function invalidateFeedCacheOnChange(
  db: Database,
  cache: ResponseCache,
  log: FastifyBaseLogger,
): NotifyListener {
  // Nothing is kept before the first LISTEN succeeds.
  cache.suspend();
  return new NotifyListener(
    db,
    FEED_CHANNEL,
    `rotation-feed-cache-${process.pid}`,
    {
      onNotice: () => cache.clear(),
      onListening: () => cache.resume(),
      onLost: () => cache.suspend(),
    },
    log,
  );
}
