import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '@/shared/schemas/fields';
import {
  createListingSchema,
  discountSchema,
  listingsQuerySchema,
  updateListingSchema,
} from '@/shared/schemas/listing';
import { signedInUser } from '@/server/auth/plugin';
import * as commands from './commands';
import type { AppDeps } from '@/server/deps';
import * as service from './service';

export const listingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, feedCache, guards } = deps;
  const params = z.object({ id: uuidParam });
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

  app.get('/api/listings/:id', { schema: { params } }, async (request) =>
    service.getListing(db, request.params.id),
  );

  app.post(
    '/api/listings',
    { onRequest: guards.requireUser, schema: { body: createListingSchema } },
    async (request, reply) => {
      const listing = await commands.createListing(deps, signedInUser(request).id, request.body);
      return reply.status(201).send(listing);
    },
  );

  app.put(
    '/api/listings/:id',
    { onRequest: guards.requireUser, schema: { params, body: updateListingSchema } },
    async (request) =>
      commands.updateListing(deps, signedInUser(request).id, request.params.id, request.body),
  );

  app.patch(
    '/api/listings/:id/sold',
    { onRequest: guards.requireUser, schema: { params } },
    async (request) => commands.markListingSold(deps, signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/api/listings/:id/bump',
    { onRequest: guards.requireUser, schema: { params } },
    async (request) => commands.bumpListing(deps, signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/api/listings/:id/discount',
    { onRequest: guards.requireUser, schema: { params, body: discountSchema } },
    async (request) =>
      commands.discountListing(
        deps,
        signedInUser(request).id,
        request.params.id,
        request.body.newPrice,
      ),
  );

  app.delete(
    '/api/admin/listings/:id',
    { onRequest: guards.requireAdmin, schema: { params } },
    async (request) => {
      await commands.deleteListingAsAdmin(deps, request.params.id);
      return { message: 'Listing deleted permanently' };
    },
  );
};
