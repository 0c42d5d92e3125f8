import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '@/shared/schemas/fields';
import {
  createListingSchema,
  discountSchema,
  discountedListingSchema,
  listingDeletedSchema,
  listingPageSchema,
  listingSchema,
  updateListingSchema,
} from '@/shared/schemas/listing';
import {
  listingCountQuerySchema,
  listingCountSchema,
  listingsQuerySchema,
} from '@/shared/schemas/listing-filters';
import { signedInUser } from '@/server/auth/plugin';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { requireUserId } from '@/server/users/service';
import { feedCacheKey } from './feed-cache-key';
import * as service from './service';

const params = z.object({ id: uuidParam });
const oneListing = { 200: listingSchema, ...errorResponses };

export const listingRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'storage' | 'feedCache' | 'guards'>
> = async (app, { db, storage, feedCache, guards }) => {
  const deps = { db, storage, feedCache };

  app.get(
    '/api/listings',
    {
      schema: {
        querystring: listingsQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // The page is checked against the response schema and serialized once, then cached as
      // text. Text is sent as it is, past the serializer; the reply's type (the schema's object)
      // cannot say so, hence the cast below.
      const load = async () =>
        JSON.stringify(listingPageSchema.parse(await service.listListings(db, query)));
      // Only first pages are cached: they are what most visitors ask for.
      const body = query.cursor ? await load() : await feedCache.get(feedCacheKey(query), load);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/api/listings/count',
    {
      schema: {
        querystring: listingCountQuerySchema,
        response: { 200: listingCountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { seller, ...filters } = request.query;
      const sellerId = seller === undefined ? undefined : await requireUserId(db, seller);
      return service.countListings(db, filters, sellerId);
    },
  );

  app.get('/api/listings/:id', { schema: { params, response: oneListing } }, async (request) =>
    service.getListing(db, request.params.id),
  );

  app.post(
    '/api/listings',
    {
      onRequest: guards.requireUser,
      schema: { body: createListingSchema, response: { 201: listingSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const listing = await service.createListing(deps, signedInUser(request).id, request.body);
      return reply.status(201).send(listing);
    },
  );

  app.put(
    '/api/listings/:id',
    {
      onRequest: guards.requireUser,
      schema: { params, body: updateListingSchema, response: oneListing },
    },
    async (request) =>
      service.updateListing(deps, signedInUser(request).id, request.params.id, request.body),
  );

  app.patch(
    '/api/listings/:id/sold',
    { onRequest: guards.requireUser, schema: { params, response: oneListing } },
    async (request) => service.markListingSold(deps, signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/api/listings/:id/bump',
    { onRequest: guards.requireUser, schema: { params, response: oneListing } },
    async (request) => service.bumpListing(deps, signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/api/listings/:id/discount',
    {
      onRequest: guards.requireUser,
      schema: {
        params,
        body: discountSchema,
        response: { 200: discountedListingSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.discountListing(
        deps,
        signedInUser(request).id,
        request.params.id,
        request.body.newPrice,
      ),
  );

  app.delete(
    '/api/admin/listings/:id',
    {
      onRequest: guards.requireAdmin,
      schema: { params, response: { 200: listingDeletedSchema, ...errorResponses } },
    },
    async (request) => {
      await service.deleteListingAsAdmin(deps, request.params.id);
      return { message: 'Listing deleted permanently' };
    },
  );
};
