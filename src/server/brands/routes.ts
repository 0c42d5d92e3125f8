import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandSuggestionsQuerySchema, brandSuggestionsSchema } from '@/shared/schemas/brand';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import * as service from './service';

/** Counts may lag a minute: suggestions are asked for on every pause in typing. */
const SUGGESTIONS_CACHE = 'public, max-age=60';

export const brandRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db'>> = async (app, { db }) => {
  app.get(
    '/api/brands',
    {
      schema: {
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
