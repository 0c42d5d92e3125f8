import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '@/shared/constants';
import { givenOnce, wholeNumber } from './query-params';

/** `?limit=&cursor=` of a keyset-paged list: `limit` 1 to `max`, `defaultLimit` when absent. */
export function pageQuery(defaultLimit: number, max: number) {
  return z.object({
    limit: wholeNumber('limit', 1, max, defaultLimit),
    cursor: givenOnce('cursor', z.string().max(200, 'cursor is not valid').optional()),
  });
}

export const pageQuerySchema = pageQuery(PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX);

/** Search terms: trimmed; an empty term means no search. */
export const searchTermSchema = givenOnce(
  'q',
  z
    .string()
    .max(100, 'q (the search) must be 100 characters or less')
    .optional()
    .transform((q) => (q && q.trim() ? q.trim() : undefined)),
);
