/**
 * Listings and WTB requests are keyed by random (version 4) UUIDs, spread evenly over the key
 * space, so the sitemap cuts that space into equal ranges, one sitemap file each: a file is one
 * range scan of the primary key, and the sitemap index needs only a count, never a walk over a
 * million rows (docs/decisions/040-sitemaps.md).
 */

/** Rows a file is sized for: half the protocol's 50,000, so a file never comes near the limit. */
export const ROWS_PER_PART = 25_000;

const KEY_SPACE = 1n << 128n;

/** How many equal ranges `count` rows need (at least one, for an empty table). */
export function partsFor(count: number): number {
  return Math.max(1, Math.ceil(count / ROWS_PER_PART));
}

function uuidAt(value: bigint): string {
  const hex = value.toString(16).padStart(32, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Range `part` (1-based) of `of` equal ranges: keys from `from` (inclusive) up to `to`
 * (exclusive; none for the last range, which runs to the end of the key space).
 */
export function uuidRange(part: number, of: number): { from: string; to: string | null } {
  const start = (KEY_SPACE * BigInt(part - 1)) / BigInt(of);
  const end = part === of ? null : (KEY_SPACE * BigInt(part)) / BigInt(of);
  return { from: uuidAt(start), to: end === null ? null : uuidAt(end) };
}
