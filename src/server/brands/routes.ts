import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandSuggestionsQuerySchema, brandSuggestionsSchema } from '@/shared/schemas/brand';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { revalidateEveryTime } from '@/server/http/etag';
import * as service from './service';

export const brandRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db'>> = async (app, { db }) => {
  app.get(
    '/api/brands',
    {
      onSend: revalidateEveryTime,
      schema: {
        operationId: 'suggestBrands',
        summary: 'Suggest brand names for what was typed',
        querystring: brandSuggestionsQuerySchema,
        response: { 200: brandSuggestionsSchema, ...errorResponses },
      },
    },
    async (request) => service.suggestBrands(db, request.query),
  );
};
