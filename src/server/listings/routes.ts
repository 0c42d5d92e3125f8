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
  type ListingsQuery,
} from '@/shared/schemas/listing-filters';
import { moderatorReasonSchema, NO_REASON_GIVEN } from '@/shared/schemas/moderation';
import { signedInUser } from '@/server/auth/plugin';
import { hiddenOwnersOf } from '@/server/blocks/feed-viewer';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { signedInOrVisitor } from '@/server/http/route-security';
import { revalidateEveryTime } from '@/server/http/etag';
import { sendJsonBody } from '@/server/http/send-body';
import { requireUserId } from '@/server/users/service';
import { feedCacheKey } from './feed-cache-key';
import * as service from './service';

const params = z.object({ id: uuidParam });
const oneListing = { 200: listingSchema, ...errorResponses };

export const listingRoutes: FastifyPluginAsyncZod<
  Pick<
    AppDeps,
    | 'db'
    | 'storage'
    | 'feedCache'
    | 'hotAnswers'
    | 'directReads'
    | 'guards'
    | 'listingReactions'
    | 'config'
  >
> = async (
  app,
  { db, storage, feedCache, hotAnswers, directReads, guards, listingReactions, config },
) => {
  const deps = { db, storage, feedCache, listingReactions };
  const hiddenOwners = hiddenOwnersOf({ db, guards });

  // Only first pages are cached: they are what most visitors ask for.
  const cached = (query: ListingsQuery) => !query.cursor && feedCache.keeping;

  // A visitor's pages the cache does not keep, before the framework (decision 046).
  directReads.add('/api/listings', (parameters) => {
    const query = listingsQuerySchema.safeParse(parameters);
    if (!query.success || cached(query.data)) return null;
    return service.listListings(db, query.data);
  });

  app.get(
    '/api/listings',
    {
      onSend: revalidateEveryTime,
      onResponse: [hotAnswers.record, directReads.record],
      schema: {
        operationId: 'listListings',
        summary: 'List listings for sale, filtered and sorted (the home feed)',
        // Reads the session when there is one: the people the viewer blocked leave the feed.
        security: signedInOrVisitor,
        querystring: listingsQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // Someone who blocked people sees a feed of their own: never cached, never shared.
      const hidden = await hiddenOwners(request);
      if (hidden.length > 0) {
        return sendJsonBody(request, reply, await service.listListings(db, query, hidden));
      }
      // The page arrives as JSON text written by PostgreSQL (decision 021) with its ETag, is
      // cached as it is (compressed) and sent past the serializer.
      const load = () => service.listListings(db, query);
      if (!cached(query)) return sendJsonBody(request, reply, await load());
      const key = feedCacheKey(query);
      const body = await feedCache.get(key, load);
      if ('identity' in body) request.hotAnswer = { key, body };
      return sendJsonBody(request, reply, body);
    },
  );

  app.get(
    '/api/listings/count',
    {
      schema: {
        operationId: 'countListings',
        summary: 'Count the listings a filter finds',
        // Reads the session when there is one: the people the viewer blocked leave the feed.
        security: signedInOrVisitor,
        querystring: listingCountQuerySchema,
        response: { 200: listingCountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { seller, ...filters } = request.query;
      // One seller's count is their profile's, which a block leaves as it is.
      if (seller !== undefined) {
        return service.countListings(db, filters, { sellerId: await requireUserId(db, seller) });
      }
      return service.countListings(db, filters, { hiddenSellerIds: await hiddenOwners(request) });
    },
  );

  app.get(
    '/api/listings/:id',
    {
      onSend: revalidateEveryTime,
      schema: { operationId: 'getListing', summary: 'Get a listing', params, response: oneListing },
    },
    async (request) => service.getListing(db, request.params.id),
  );

  app.post(
    '/api/listings',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'createListing',
        summary: 'List an item for sale',
        body: createListingSchema,
        response: { 201: listingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const listing = await service.createListing(
        deps,
        signedInUser(request).id,
        request.body,
        config.quotas.listingsPerDay,
      );
      return reply.status(201).send(listing);
    },
  );

  app.put(
    '/api/listings/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'updateListing',
        summary: 'Edit your listing',
        params,
        body: updateListingSchema,
        response: oneListing,
      },
    },
    async (request) =>
      service.updateListing(deps, signedInUser(request).id, request.params.id, request.body),
  );

  app.patch(
    '/api/listings/:id/sold',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'markListingSold',
        summary: 'Mark your listing sold',
        params,
        response: oneListing,
      },
    },
    async (request) => service.markListingSold(deps, signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/api/listings/:id/bump',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'bumpListing',
        summary: 'Bump your listing to the top of the feed',
        params,
        response: oneListing,
      },
    },
    async (request) => service.bumpListing(deps, signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/api/listings/:id/discount',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'discountListing',
        summary: "Lower your listing's price",
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
      schema: {
        operationId: 'deleteListingAsAdmin',
        summary: 'Delete a listing as a moderator',
        params,
        // Optional for the listing page's Delete; the moderation queue always gives one.
        body: moderatorReasonSchema.nullish(),
        response: { 200: listingDeletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.deleteListingAsAdmin(deps, request.params.id, {
        adminId: signedInUser(request).id,
        reason: request.body?.reason ?? NO_REASON_GIVEN,
      });
      return { message: 'Listing deleted permanently' };
    },
  );
};
