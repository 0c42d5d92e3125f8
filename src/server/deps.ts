import type { Identity } from './auth/identity';
import type { AuthGuards } from './auth/guards';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ListingReactions } from './listings/listing-events';
import type { ResponseCache } from './http/response-cache';
import type { Mailer } from './mail/mailer';
import type { Storage } from './storage/storage';
import type { UploadSlots } from './uploads/upload-slots';

/**
 * What buildApp hands its plugins. Its own file, so a route module depends on these types and
 * not on app.ts (which imports every route module). Each plugin asks for the part it uses.
 */
export type AppDeps = {
  config: Config;
  db: Database;
  storage: Storage;
  /**
   * The public pages every visitor sees, kept for a moment (FEED_CACHE_MS): the feed's first pages
   * (JSON) and the pages the server draws (HTML). Cleared on every instance by the listings'
   * triggers (listings/feed-cache-invalidation.ts); see ResponseCache.
   */
  pageCache: ResponseCache;
  identity: Identity;
  guards: AuthGuards;
  mailer: Mailer;
  /** What a listing change sets off in its transaction (alerts); see listings/listing-events.ts. */
  listingReactions: ListingReactions;
  /** Uploads in progress on this instance (per person and in all); see uploads/upload-slots.ts. */
  uploadSlots: UploadSlots;
};
