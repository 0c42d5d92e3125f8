import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '@/shared/schemas/fields';
import {
  savedSearchInputSchema,
  savedSearchListSchema,
  savedSearchSchema,
} from '@/shared/schemas/saved-search';
import { signedInUser } from '@/server/auth/plugin';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import * as service from './service';

export const savedSearchRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'guards'>> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/api/saved-searches',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listSavedSearches',
        summary: 'List your saved searches',
        response: { 200: savedSearchListSchema, ...errorResponses },
      },
    },
    async (request) => service.listSavedSearches(db, signedInUser(request).id),
  );

  app.post(
    '/api/saved-searches',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'createSavedSearch',
        summary: 'Save a search, to be alerted to new listings it finds',
        body: savedSearchInputSchema,
        response: { 201: savedSearchSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const saved = await service.saveSearch(db, signedInUser(request).id, request.body);
      return reply.status(201).send(saved);
    },
  );

  app.delete(
    '/api/saved-searches/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'deleteSavedSearch',
        summary: 'Delete one of your saved searches',
        params: z.object({ id: uuidParam }),
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.deleteSavedSearch(db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
