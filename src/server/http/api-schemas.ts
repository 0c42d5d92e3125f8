import { z } from 'zod';

/**
 * Every refusal and failure answers with this body; see error-handler.ts. Its id makes it one
 * named component of the API description that every route's error answers refer to.
 */
export const errorBodySchema = z
  .object({
    message: z.string().describe('A sentence a person can act on.'),
    code: z
      .string()
      .optional()
      .describe(
        'Present where a client acts on the kind of refusal: email_not_verified, ' +
          'account_suspended, password_too_weak.',
      ),
  })
  .meta({ id: 'Error', description: 'Every refusal (4xx) and failure (5xx) answers this.' });

/**
 * Spread into a route's `response` next to its success schema, e.g.
 * `response: { 200: listingSchema, ...errorResponses }`, so the API description shows the error
 * shape for every route and what leaves the server is checked against it.
 */
export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;
