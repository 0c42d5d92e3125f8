import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '@/shared/schemas/fields';
import {
  createListingSchema,
  discountSchema,
  discountedListingSchema,
  listingDeletedSchema,
  listingSchema,
  updateListingSchema,
} from '@/shared/schemas/listing';
import { moderatorReasonSchema, NO_REASON_GIVEN } from '@/shared/schemas/moderation';
import { signedInUser } from '@/server/auth/plugin';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import * as changes from './change-service';

const params = z.object({ id: uuidParam });
const oneListing = { 200: listingSchema, ...errorResponses };

/** A seller's changes to their listings, and an admin's takedown. */
export const listingChangeRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'storage' | 'guards' | 'listingReactions' | 'config'>
> = async (app, { db, storage, guards, listingReactions, config }) => {
  const deps = { db, storage, listingReactions };

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
      schema: {
        operationId: 'updateListing',
        summary: 'Edit your listing',
        params,
        body: updateListingSchema,
        response: oneListing,
      },
    },
    async (request) =>
      changes.updateListing(deps, signedInUser(request).id, request.params.id, request.body),
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
    async (request) => changes.markListingSold(deps, signedInUser(request).id, request.params.id),
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
    async (request) => changes.bumpListing(deps, signedInUser(request).id, request.params.id),
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
        operationId: 'deleteListingAsAdmin',
        summary: 'Delete a listing as a moderator',
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
