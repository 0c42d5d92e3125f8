/**
 * "1 listing found" / "12 listings found". While more pages exist the loaded count is a floor,
 * so it says "48+ listings found" ("1,248+" past a thousand) rather than claim a total it has
 * not seen. Used where no exact count is asked for (the WTB board), and on a listing feed until
 * its count arrives.
 */
export function foundCount(loaded: number, hasMore: boolean): string {
  const noun = loaded === 1 && !hasMore ? 'listing' : 'listings';
  return `${loaded.toLocaleString('en-US')}${hasMore ? '+' : ''} ${noun} found`;
}

/**
 * The exact count of a listing feed (docs/product.md, Filters): "1,234 listings", or "12 listings
 * found" when a search or filter narrows the feed; past the server's cap "10,000+ listings".
 */
export function exactCount(
  { count, capped }: { count: number; capped: boolean },
  narrowed: boolean,
): string {
  const noun = count === 1 && !capped ? 'listing' : 'listings';
  return `${count.toLocaleString('en-US')}${capped ? '+' : ''} ${noun}${narrowed ? ' found' : ''}`;
}
