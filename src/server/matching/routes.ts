import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '@/shared/schemas/fields';
import {
  wantingQuerySchema,
  wantingRequestsSchema,
  wtbMatchesSchema,
} from '@/shared/schemas/matching';
import type { AppDeps } from '@/server/deps';
import { signedInUser } from '@/server/auth/plugin';
import { errorResponses } from '@/server/http/api-schemas';
import * as service from './service';

const params = z.object({ id: uuidParam });
const wanting = { 200: wantingRequestsSchema, ...errorResponses };

/** WTB matches (docs/product.md, WTB matches): a request's listings, a listing's requests. */
export const matchingRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'guards'>> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/api/wtb-listings/:id/matches',
    {
      schema: {
        operationId: 'listWtbMatches',
        summary: 'Listings that match a want-to-buy request',
        params,
        response: { 200: wtbMatchesSchema, ...errorResponses },
      },
    },
    async (request) => service.matchesOfRequest(db, request.params.id),
  );

  app.get(
    '/api/listings/:id/wanted-by',
    {
      schema: {
        operationId: 'listListingWantedBy',
        summary: 'Want-to-buy requests a listing matches',
        params,
        response: wanting,
      },
    },
    async (request) => service.requestsWantingListing(db, request.params.id),
  );

  app.get(
    '/api/wtb-listings/wanting',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listWantingRequests',
        summary: 'Want-to-buy requests that match your listings',
        querystring: wantingQuerySchema,
        response: wanting,
      },
    },
    async (request) => service.requestsWanting(db, signedInUser(request).id, request.query),
  );
};
