import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userListingsQuerySchema } from '@/shared/schemas/listing';
import { pageQuerySchema } from '@/shared/schemas/pagination';
import type { AppDeps } from '@/server/deps';
import { listSellerListings } from '@/server/listings/service';
import { listOpenWtb } from '@/server/wtb/service';
import * as service from './service';

const params = z.object({ username: z.string().max(100) });

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/api/users/:username', { schema: { params } }, async (request) =>
    service.getPublicProfile(db, request.params.username),
  );

  app.get(
    '/api/users/:username/listings',
    { schema: { params, querystring: userListingsQuerySchema } },
    async (request) => {
      const sellerId = await service.requireUserId(db, request.params.username);
      return listSellerListings(db, sellerId, request.query);
    },
  );

  app.get(
    '/api/users/:username/wtb-listings',
    { schema: { params, querystring: pageQuerySchema } },
    async (request) => {
      const buyerId = await service.requireUserId(db, request.params.username);
      return listOpenWtb(db, { ...request.query, buyerId });
    },
  );
};
