import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '@/shared/schemas/fields';
import { listingPageSchema, listingSchema } from '@/shared/schemas/listing';
import {
  listingCountQuerySchema,
  listingCountSchema,
  listingsQuerySchema,
  type ListingsQuery,
} from '@/shared/schemas/listing-filters';
import type { AuthGuards } from '@/server/auth/guards';
import type { Database } from '@/server/db/client';
import type { ResponseCache } from '@/server/http/response-cache';
import { errorResponses } from '@/server/http/api-schemas';
import { revalidateEveryTime } from '@/server/http/etag';
import { signedInOrVisitor } from '@/server/http/route-security';
import { sendJsonBody } from '@/server/http/send-body';
import { viewerIdOf } from '@/server/http/viewer';
import { feedCacheKey } from './feed-cache-key';
import * as reads from './read-service';

const params = z.object({ id: uuidParam });

/** What the reads use of the app's dependencies (AppDeps, deps.ts). */
type ReadDeps = { db: Database; pageCache: ResponseCache; guards: AuthGuards };

/** The feed, its count and one listing: public reads (docs/architecture.md, The read path). */
export const listingReadRoutes: FastifyPluginAsyncZod<ReadDeps> = async (
  app,
  { db, pageCache, guards },
) => {
  const viewerId = viewerIdOf({ guards });
  const hiddenOwners = async (request: FastifyRequest) =>
    reads.hiddenSellersFor(db, await viewerId(request));

  // Only first pages are cached: they are what most visitors ask for.
  const cached = (query: ListingsQuery) => !query.cursor && pageCache.keeping;

  app.get(
    '/api/listings',
    {
      onSend: revalidateEveryTime,
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
      if (hidden.length > 0 || !cached(query)) return reads.listListings(db, query, hidden);
      // A first page is kept serialized and compressed for a moment (decision 002).
      const body = await pageCache.get(feedCacheKey(query), async () =>
        JSON.stringify(z.encode(listingPageSchema, await reads.listListings(db, query))),
      );
      return sendJsonBody(request, reply, body);
    },
  );

  app.get(
    '/api/listings/count',
    {
      schema: {
        operationId: 'countListings',
        summary: 'Count the listings a filter finds',
        // Reads the session when there is one: the people the viewer blocked leave the count.
        security: signedInOrVisitor,
        querystring: listingCountQuerySchema,
        response: { 200: listingCountSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { seller, ...filters } = request.query;
      if (seller !== undefined) return reads.countSellerListings(db, filters, seller);
      return reads.countListings(db, filters, { hiddenSellerIds: await hiddenOwners(request) });
    },
  );

  app.get(
    '/api/listings/:id',
    {
      onSend: revalidateEveryTime,
      schema: {
        operationId: 'getListing',
        summary: 'Get a listing',
        params,
        response: { 200: listingSchema, ...errorResponses },
      },
    },
    async (request) => reads.getListing(db, request.params.id),
  );
};
