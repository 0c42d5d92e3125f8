import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandSuggestions } from '@/shared/schemas/brand';
import { apiGet, withQuery } from '@/client/lib/request';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';

/** Long enough to skip a request for each key of a word, short enough to feel immediate. */
const TYPING_PAUSE_MS = 150;
/** The server lets caches keep suggestions a minute (docs/product.md, GET /api/brands). */
const SUGGESTIONS_FRESH_MS = 60_000;

/** GET /api/brands?q=: up to 10 brands starting with, then containing, the text. */
export function getBrandSuggestions(text: string, signal?: AbortSignal): Promise<BrandSuggestions> {
  return apiGet(withQuery('/api/brands', { q: text }), signal);
}

export function brandSuggestionsQueryOptions(text: string) {
  return queryOptions({
    queryKey: [withQuery('/api/brands', { q: text })],
    queryFn: ({ signal }) => getBrandSuggestions(text, signal),
    staleTime: SUGGESTIONS_FRESH_MS,
  });
}

/**
 * Suggestions for the text once typing pauses, while `enabled`. The previous list stays up until
 * the next one arrives, and a failed request shows none: typing is never interrupted.
 */
export function useBrandSuggestions(text: string, enabled: boolean) {
  const settled = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const query = useQuery({
    ...brandSuggestionsQueryOptions(settled),
    enabled,
    placeholderData: keepPreviousData,
  });
  return query.isError ? [] : (query.data?.brands ?? []);
}
