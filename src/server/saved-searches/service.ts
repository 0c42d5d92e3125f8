import { parseSavedQuery } from '@/shared/saved-search-query';
import {
  SAVED_SEARCH_NOT_FOUND,
  SAVED_SEARCHES_FULL,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchList,
} from '@/shared/schemas/saved-search';
import type { Database } from '@/server/db/client';
import { BadRequest, Conflict, NotFound } from '@/server/http/errors';
import * as repository from './repository';

export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearchList> {
  return { savedSearches: await repository.findSavedSearches(db, userId) };
}

/**
 * Saves the feed query under a name. The query must be one the feed accepts (its own message
 * otherwise) and is kept in canonical form; past the limit, a 409 that no two saves at once can
 * slip past.
 */
export async function saveSearch(
  db: Database,
  userId: string,
  input: { name: string; query: string },
): Promise<SavedSearch> {
  const parsed = parseSavedQuery(input.query);
  if (!parsed.ok) throw new BadRequest(parsed.message);
  return db.transaction(async (tx) => {
    const count = await repository.countSavedSearchesLocked(tx, userId);
    if (count >= SAVED_SEARCHES_MAX) throw new Conflict(SAVED_SEARCHES_FULL);
    return repository.insertSavedSearch(tx, {
      userId,
      name: input.name,
      query: parsed.value.query,
      filters: parsed.value.filters,
    });
  });
}

/** Deletes one's own saved search; another person's is as missing as one that never was. */
export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<void> {
  if (!(await repository.deleteSavedSearch(db, userId, id))) {
    throw new NotFound(SAVED_SEARCH_NOT_FOUND);
  }
}
