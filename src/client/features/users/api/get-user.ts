import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@/shared/schemas/user';
import { apiGet } from '@/client/lib/request';

/** GET /api/users/{username}: the public profile with its counts; 404 for an unknown user. */
export function getUser(username: string, signal?: AbortSignal): Promise<PublicUser> {
  return apiGet(`/api/users/${encodeURIComponent(username)}`, signal);
}

export function userQueryOptions(username: string) {
  return queryOptions({
    queryKey: [`/api/users/${encodeURIComponent(username)}`],
    queryFn: ({ signal }) => getUser(username, signal),
  });
}

export function useUser(username: string) {
  return useQuery(userQueryOptions(username));
}
