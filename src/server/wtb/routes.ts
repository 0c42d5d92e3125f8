import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../shared/schemas/fields';
import { wtbQuerySchema } from '../../shared/schemas/wtb';
import type { AppDeps } from '../app';
import * as service from './service';

export const wtbRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/api/wtb-listings', { schema: { querystring: wtbQuerySchema } }, async (request) =>
    service.listOpenWtb(db, request.query),
  );

  app.get(
    '/api/wtb-listings/:id',
    { schema: { params: z.object({ id: uuidParam }) } },
    async (request) => service.getWtb(db, request.params.id),
  );
};
