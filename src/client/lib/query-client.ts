import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@/shared/constants';

/** docs/product.md, Limits: stale time 5 minutes, no retry, no refetch on focus or interval. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
