/**
 * PostgreSQL's statistics of a column (pg_stats): its most common values with their shares, and
 * a histogram of the rest, whose buckets each hold the same share.
 */
export type ColumnStats = {
  nullShare: number;
  common: { value: number; share: number }[];
  /** Bucket bounds, ascending; empty when PostgreSQL kept none. */
  bounds: number[];
};

/**
 * The share of rows whose value lies in [min, max] (either end open when undefined), as the
 * planner would estimate it: the common values in the range, plus the histogram's buckets it
 * covers, a partly covered bucket counted in proportion (values spread evenly inside it).
 */
export function shareInRange(stats: ColumnStats, min?: number, max?: number): number {
  const low = min ?? -Infinity;
  const high = max ?? Infinity;
  const inRange = (value: number) => value >= low && value <= high;
  let commonShare = 0;
  let share = 0;
  for (const { value, share: of } of stats.common) {
    commonShare += of;
    if (inRange(value)) share += of;
  }
  const buckets = stats.bounds.length - 1;
  if (buckets < 1) return share;
  let covered = 0;
  for (let i = 0; i < buckets; i += 1) {
    const from = stats.bounds[i]!;
    const to = stats.bounds[i + 1]!;
    const start = Math.max(from, low);
    const end = Math.min(to, high);
    if (end < start) continue;
    covered += to > from ? (end - start) / (to - from) : 1;
  }
  const rest = Math.max(0, 1 - stats.nullShare - commonShare);
  return share + (rest * covered) / buckets;
}
