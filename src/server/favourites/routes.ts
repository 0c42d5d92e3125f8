import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  favouriteIdsSchema,
  favouritesQuerySchema,
  favouriteStateSchema,
} from '@/shared/schemas/favourite';
import { uuidParam } from '@/shared/schemas/fields';
import { listingPageSchema } from '@/shared/schemas/listing';
import { signedInUser } from '@/server/auth/plugin';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import * as service from './service';

const params = z.object({ id: uuidParam });
const state = { 200: favouriteStateSchema, ...errorResponses };

/** docs/product.md, API, Favourites. */
export const favouriteRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'guards'>> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/api/listings/:id/favourite',
    {
      onRequest: guards.identifyUser,
      schema: {
        operationId: 'getFavouriteState',
        summary: "A listing's favourite count, and whether you favourited it",
        params,
        response: state,
      },
    },
    async (request) => service.favouriteState(db, request.params.id, request.user?.id ?? null),
  );

  // Heart and un-heart: both signed in, both answer the heart as it now is.
  for (const [method, change, operationId, summary] of [
    ['POST', service.favourite, 'favouriteListing', 'Favourite a listing'],
    ['DELETE', service.unfavourite, 'unfavouriteListing', 'Remove a listing from your favourites'],
  ] as const) {
    app.route({
      method,
      url: '/api/listings/:id/favourite',
      onRequest: guards.requireUser,
      schema: { operationId, summary, params, response: state },
      handler: async (request) => change(db, signedInUser(request).id, request.params.id),
    });
  }

  app.get(
    '/api/favourites',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listFavourites',
        summary: 'List the listings you favourited',
        querystring: favouritesQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses },
      },
    },
    async (request) => service.listFavourites(db, signedInUser(request).id, request.query.cursor),
  );

  app.get(
    '/api/favourites/ids',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listFavouriteIds',
        summary: 'The ids of the listings you favourited',
        response: { 200: favouriteIdsSchema, ...errorResponses },
      },
    },
    async (request) => service.favouriteIds(db, signedInUser(request).id),
  );
};
