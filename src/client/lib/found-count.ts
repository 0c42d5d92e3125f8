/**
 * "1 listing found" / "12 listings found". While more pages exist the loaded count is a floor,
 * so it says "48+ listings found" rather than claim a total it has not seen.
 */
export function foundCount(loaded: number, hasMore: boolean): string {
  const noun = loaded === 1 && !hasMore ? 'listing' : 'listings';
  return `${loaded}${hasMore ? '+' : ''} ${noun} found`;
}
