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
 * Close to the server's brand key (brand_key() in migration 0003): lower case, accents, spaces and
 * punctuation dropped. Only narrows a list the server already answered; it never decides a match
 * on its own.
 */
export function typedKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øßæœłđþ]/g, (letter) => UNACCENT_LETTERS[letter] ?? letter)
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** Letters unaccent rewrites that have no decomposition: Søren, Straße, Æther, Łódź. */
const UNACCENT_LETTERS: Record<string, string> = {
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  þ: 'th',
};

/**
 * Suggestions for the text once typing pauses, while `enabled`. Until the answer for what is
 * typed now arrives, the previous list stays up narrowed to the brands that still hold the text
 * (not the previous text's whole list, which Enter could pick from), and a failed request shows
 * none: typing is never interrupted.
 */
export function useBrandSuggestions(text: string, enabled: boolean) {
  const typed = text.trim();
  const settled = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const query = useQuery({
    ...brandSuggestionsQueryOptions(settled),
    enabled,
    placeholderData: keepPreviousData,
  });
  if (query.isError) return [];
  const brands = query.data?.brands ?? [];
  if (!query.isPlaceholderData && settled === typed) return brands;
  const key = typedKey(typed);
  return brands.filter((brand) => typedKey(brand.name).includes(key));
}
