import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedSearchList } from '@/shared/schemas/saved-search';
import { apiGet } from '@/client/lib/request';

export const SAVED_SEARCHES_KEY = '/api/saved-searches';

/** GET /api/saved-searches: the signed-in person's, newest first. */
function getSavedSearches(signal?: AbortSignal): Promise<SavedSearchList> {
  return apiGet(SAVED_SEARCHES_KEY, signal);
}

export const savedSearchesQueryOptions = queryOptions({
  queryKey: [SAVED_SEARCHES_KEY],
  queryFn: ({ signal }) => getSavedSearches(signal),
});

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions);
}
