import type { QueryClient } from '@tanstack/react-query';

/**
 * After a WTB request is posted, edited, bumped or found: the board (every search of it), the
 * poster's profile list, and the poster's profile, whose WTB tab shows the count. Queries on
 * screen refetch now; the others when next shown.
 */
export function invalidateWtbListings(
  queryClient: QueryClient,
  posterUsername: string,
): Promise<unknown> {
  const profile = `/api/users/${encodeURIComponent(posterUsername)}`;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/wtb-listings'] }),
    queryClient.invalidateQueries({ queryKey: [`${profile}/wtb-listings`] }),
    queryClient.invalidateQueries({ queryKey: [profile] }),
  ]);
}
