import type { QueryClient } from '@tanstack/react-query';
import { filtersFromSearch } from '../listing-filters';
import { listingsQueryOptions } from './get-listings';

/**
 * Asks for the home feed's first page while the session check is still out: the feed is the
 * same for visitors and members, and the page finds it in the cache (or on its way) when the
 * shell shows it. A failed prefetch leaves an error the page's own query retries on mount.
 */
export function prefetchHomeFeed(queryClient: QueryClient, search: string): Promise<void> {
  return queryClient.prefetchInfiniteQuery(listingsQueryOptions(filtersFromSearch(search)));
}
