import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../shared/schemas/fields';
import { listingsQuerySchema } from '../../shared/schemas/listing';
import type { AppDeps } from '../app';
import * as service from './service';

export const listingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, feedCache }) => {
  app.get(
    '/api/listings',
    { schema: { querystring: listingsQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      const load = async () => JSON.stringify(await service.listListings(db, query));
      // Only first pages are cached: they are what most visitors ask for.
      const body = query.cursor
        ? await load()
        : await feedCache.get(`listings:${query.limit}:${query.q ?? ''}`, load);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/api/listings/:id',
    { schema: { params: z.object({ id: uuidParam }) } },
    async (request) => service.getListing(db, request.params.id),
  );
};
