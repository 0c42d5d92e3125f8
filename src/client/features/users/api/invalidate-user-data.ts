import type { QueryClient } from '@tanstack/react-query';

const isApiQuery = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith('/api/');

/**
 * After a username or picture change. A person's handle and picture show on their profile, on
 * every listing and WTB card and in conversations, so any cached API answer may be out of date.
 *
 * `refetch: 'active'` refetches what is on screen now (a new picture, same page). After a username
 * change the page is about to leave for the new profile: the old one would answer 404, so nothing
 * refetches now and everything refetches when next shown.
 */
export function invalidateUserData(
  queryClient: QueryClient,
  refetch: 'active' | 'none',
): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isApiQuery(query.queryKey),
    refetchType: refetch,
  });
}
