import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants';

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}` })
    .int(`limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .max(PAGE_SIZE_MAX, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200, 'cursor is not valid').optional(),
});

/** Search terms: trimmed; an empty term means no search. */
export const searchTermSchema = z
  .string()
  .max(100, 'Search term must be 100 characters or less')
  .optional()
  .transform((q) => (q && q.trim() ? q.trim() : undefined));
