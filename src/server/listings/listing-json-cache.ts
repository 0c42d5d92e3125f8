/**
 * Listings as JSON text (the Listing shape), each kept for one version of its listing row and its
 * seller's row (docs/decisions/030-rendered-listings.md). A page query returns each listing's
 * current version: an entry of another version is never used, so nothing here can be stale and no
 * invalidation is needed, on this instance or any other. Past its capacity the oldest entry goes
 * (a listing still shown is rendered again once: cheaper than keeping an order of use on every hit).
 */
export class ListingJsonCache<Json = string> {
  private readonly entries = new Map<string, { version: string; json: Json }>();

  constructor(private readonly capacity: number) {}

  /** The listing's JSON when it was kept for exactly this version. */
  get(id: string, version: string): Json | undefined {
    const entry = this.entries.get(id);
    return entry?.version === version ? entry.json : undefined;
  }

  set(id: string, version: string, json: Json): void {
    if (this.capacity <= 0) return;
    this.entries.delete(id);
    this.entries.set(id, { version, json });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
