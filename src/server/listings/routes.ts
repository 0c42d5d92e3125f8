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
import { revalidateEveryTime } from '@/server/http/etag';
import { sendJsonBody } from '@/server/http/send-body';
import { requireUserId } from '@/server/users/service';
import { feedCacheKey } from './feed-cache-key';
import * as changes from './changes';
import * as reads from './reads';

const params = z.object({ id: uuidParam });
const oneListing = { 200: listingSchema, ...errorResponses };

export const listingRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'storage' | 'feedCache' | 'guards' | 'listingReactions' | 'config'>
> = async (app, { db, storage, feedCache, guards, listingReactions, config }) => {
  const deps = { db, storage, feedCache, listingReactions };
  const hiddenOwners = hiddenOwnersOf({ db, guards });

  // Only first pages are cached: they are what most visitors ask for.
  const cached = (query: ListingsQuery) => !query.cursor && feedCache.keeping;

  app.get(
    '/api/listings',
    {
      onSend: revalidateEveryTime,
      schema: {
        querystring: listingsQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const query = request.query;
      // Someone who blocked people sees a feed of their own: never cached, never shared.
      const hidden = await hiddenOwners(request);
      if (hidden.length > 0 || !cached(query)) return reads.listListings(db, query, hidden);
      // A first page is kept serialized and compressed for a moment (decision 002).
      const body = await feedCache.get(feedCacheKey(query), async () =>
        JSON.stringify(z.encode(listingPageSchema, await reads.listListings(db, query))),
      );
      return sendJsonBody(request, reply, body);
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
      // One seller's count is their profile's, which a block leaves as it is.
      if (seller !== undefined) {
        return reads.countListings(db, filters, { sellerId: await requireUserId(db, seller) });
      }
      return reads.countListings(db, filters, { hiddenSellerIds: await hiddenOwners(request) });
    },
  );

  app.get(
    '/api/listings/:id',
    { onSend: revalidateEveryTime, schema: { params, response: oneListing } },
    async (request) => reads.getListing(db, request.params.id),
  );

  app.post(
    '/api/listings',
    {
      onRequest: guards.requireUser,
      schema: { body: createListingSchema, response: { 201: listingSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const listing = await changes.createListing(
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
      schema: { params, body: updateListingSchema, response: oneListing },
    },
    async (request) =>
      changes.updateListing(deps, signedInUser(request).id, request.params.id, request.body),
  );

  app.patch(
    '/api/listings/:id/sold',
    { onRequest: guards.requireUser, schema: { params, response: oneListing } },
    async (request) => changes.markListingSold(deps, signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/api/listings/:id/bump',
    { onRequest: guards.requireUser, schema: { params, response: oneListing } },
    async (request) => changes.bumpListing(deps, signedInUser(request).id, request.params.id),
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
      changes.discountListing(
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
        params,
        // Optional for the listing page's Delete; the moderation queue always gives one.
        body: moderatorReasonSchema.nullish(),
        response: { 200: listingDeletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      await changes.deleteListingAsAdmin(deps, request.params.id, {
        adminId: signedInUser(request).id,
        reason: request.body?.reason ?? NO_REASON_GIVEN,
      });
      return { message: 'Listing deleted permanently' };
    },
  );
};
