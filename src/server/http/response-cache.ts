/**
 * A micro-cache for hot public pages (the feed's first page, popular searches): the serialized
 * body is kept for a moment so that a burst of identical requests costs one query.
 * It is per instance and short-lived, so instances never disagree for longer than ttlMs;
 * writes on this instance clear it at once. ttlMs = 0 turns it off.
 */
export class ResponseCache {
  private entries = new Map<string, { body: string; expires: number }>();
  private pending = new Map<string, Promise<string>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  async get(key: string, load: () => Promise<string>): Promise<string> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.body;
    // Concurrent misses for one key share a single load.
    const inflight = this.pending.get(key);
    if (inflight) return inflight;
    const loading = load()
      .then((body) => {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { body, expires: Date.now() + this.ttlMs });
        return body;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  clear(): void {
    this.entries.clear();
  }
}
