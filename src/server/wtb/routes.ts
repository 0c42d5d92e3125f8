import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '@/shared/schemas/fields';
import { wtbInputSchema, wtbQuerySchema } from '@/shared/schemas/wtb';
import type { AppDeps } from '@/server/deps';
import { signedInUser } from '@/server/auth/plugin';
import * as commands from './commands';
import * as service from './service';

const params = z.object({ id: uuidParam });

export const wtbRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guards }) => {
  app.get('/api/wtb-listings', { schema: { querystring: wtbQuerySchema } }, async (request) =>
    service.listOpenWtb(db, request.query),
  );

  app.get('/api/wtb-listings/:id', { schema: { params } }, async (request) =>
    service.getWtb(db, request.params.id),
  );

  app.post(
    '/api/wtb-listings',
    { onRequest: guards.requireUser, schema: { body: wtbInputSchema } },
    async (request, reply) => {
      const created = await commands.createWtb(db, signedInUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/wtb-listings/:id',
    { onRequest: guards.requireUser, schema: { params, body: wtbInputSchema } },
    async (request) =>
      commands.updateWtb(db, signedInUser(request).id, request.params.id, request.body),
  );

  app.put(
    '/api/wtb-listings/:id/bump',
    { onRequest: guards.requireUser, schema: { params } },
    async (request) => commands.bumpWtb(db, signedInUser(request).id, request.params.id),
  );

  app.put(
    '/api/wtb-listings/:id/fulfill',
    { onRequest: guards.requireUser, schema: { params } },
    async (request) => commands.fulfillWtb(db, signedInUser(request).id, request.params.id),
  );
};
