import { prepareBody, type PreparedBody } from './prepared-body';

/**
 * A micro-cache for hot public pages (the feed's first pages, popular searches): each body is
 * kept for a moment, compressed and with its ETag, so that a burst of identical requests costs
 * one query and one compression. Any committed change to what the pages show clears it on every
 * instance (FeedCacheInvalidation, docs/decisions/022-feed-cache-invalidation.md); while this
 * instance cannot hear those changes it is suspended and every request loads afresh.
 * ttlMs = 0 turns it off.
 */
export class ResponseCache {
  private entries = new Map<string, { body: PreparedBody; expires: number }>();
  private pending = new Map<string, Promise<PreparedBody>>();
  /** Bumped by every clear: a load that began before it must not be kept after it. */
  private generation = 0;
  private suspended = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  /** Whether bodies are kept now (not off, not suspended): a caller may skip making a key. */
  get keeping(): boolean {
    return this.ttlMs > 0 && !this.suspended;
  }

  /** The cached body, or what `load` made as it is when nothing may be kept (off or suspended). */
  async get<Loaded extends string>(
    key: string,
    load: () => Promise<Loaded>,
  ): Promise<PreparedBody | Loaded> {
    if (!this.keeping) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.body;
    // Concurrent misses for one key share a single load.
    const inflight = this.pending.get(key);
    if (inflight) return inflight;
    const generation = this.generation;
    const loading = load()
      .then(prepareBody)
      .then((body) => {
        if (generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { body, expires: Date.now() + this.ttlMs });
        }
        return body;
      })
      .finally(() => {
        if (this.pending.get(key) === loading) this.pending.delete(key);
      });
    this.pending.set(key, loading);
    return loading;
  }

  /** The body kept for `key` while it is fresh; nothing when off, suspended, expired or cleared. */
  peek(key: string): PreparedBody | undefined {
    if (!this.keeping) return undefined;
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? hit.body : undefined;
  }

  /**
   * Forgets every body, and every load already under way: a request that comes after a change
   * never joins or keeps an answer read before it.
   */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.pending.clear();
  }

  /** Until resume: nothing is served from or kept in the cache. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  resume(): void {
    this.clear();
    this.suspended = false;
  }
}
