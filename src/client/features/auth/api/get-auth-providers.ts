import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@/shared/schemas/user';
import { apiGet } from '@/client/lib/request';

/** GET /api/auth/providers: which sign-in methods this server offers (Discord only when configured). */
function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['/api/auth/providers'],
    queryFn: ({ signal }) => apiGet<AuthProviders>('/api/auth/providers', signal),
    // Server configuration: it does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
