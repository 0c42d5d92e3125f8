import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@/shared/constants';

/**
 * docs/product.md, Limits: stale time 5 minutes, no retry, no refetch on focus or interval.
 * Requests are made even when the browser says it is offline (`networkMode: 'always'`): TanStack
 * Query would otherwise pause them and leave a spinner forever; failing at once lets a page show
 * its offline state (docs/product.md, Installable app), and the session check settle.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
