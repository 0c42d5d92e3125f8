import { z } from 'zod';
import { requiredText } from './fields';

// Saved searches (docs/product.md, Saved searches): a name and the feed's query string, kept
// so their owner can open them again and hear about new listings that fit.

/** How many searches one person may keep. */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 50;
/** Longer than any query the filters can make; a guard against junk, not a rule people meet. */
export const SAVED_SEARCH_QUERY_MAX = 2000;

export const SAVED_SEARCHES_FULL = `You can save up to ${SAVED_SEARCHES_MAX} searches. Delete one to save another.`;
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';

/** POST /api/saved-searches */
export const savedSearchInputSchema = z.object({
  name: requiredText('Name', SAVED_SEARCH_NAME_MAX),
  /** The feed's query string (a leading `?` is allowed); `cursor` and `limit` are dropped. */
  query: z
    .string({ error: 'query must be text' })
    .max(SAVED_SEARCH_QUERY_MAX, `query must be at most ${SAVED_SEARCH_QUERY_MAX} characters`),
});
export type SavedSearchInput = z.input<typeof savedSearchInputSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Normalised: parameters in one order, values sorted, defaults left out; '' is everything. */
  query: z.string(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;
