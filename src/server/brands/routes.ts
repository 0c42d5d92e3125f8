import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandSuggestionsQuerySchema, brandSuggestionsSchema } from '@/shared/schemas/brand';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import * as service from './service';

/** Counts may lag a minute: suggestions are asked for on every pause in typing. */
const SUGGESTIONS_CACHE = 'public, max-age=60';

export const brandRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'directReads'>> = async (
  app,
  { db, directReads },
) => {
  // A visitor's suggestions before the framework (decision 046), serialized as its serializer does.
  directReads.add('/api/brands', (parameters) => {
    const query = brandSuggestionsQuerySchema.safeParse(parameters);
    if (!query.success) return null;
    return service.suggestBrands(db, query.data).then((brands) => ({
      bytes: Buffer.from(JSON.stringify(z.encode(brandSuggestionsSchema, brands))),
    }));
  });

  app.get(
    '/api/brands',
    {
      onResponse: directReads.record,
      schema: {
        operationId: 'suggestBrands',
        summary: 'Suggest brand names for what was typed',
        querystring: brandSuggestionsQuerySchema,
        response: { 200: brandSuggestionsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', SUGGESTIONS_CACHE);
      return service.suggestBrands(db, request.query);
    },
  );
};
