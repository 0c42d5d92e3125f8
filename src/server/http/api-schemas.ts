import { z } from 'zod';

/** Every refusal and failure answers with this body; see error-handler.ts. */
export const errorBodySchema = z
  .object({ message: z.string().describe('A sentence a person can act on.') })
  .describe('Error');

/**
 * Spread into a route's `response` next to its success schema, e.g.
 * `response: { 200: listingSchema, ...errorResponses }`, so the API description shows the error
 * shape for every route and what leaves the server is checked against it.
 */
export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;
