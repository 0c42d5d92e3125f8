import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '@/shared/schemas/fields';
import { wtbInputSchema, wtbListingSchema, wtbPageSchema } from '@/shared/schemas/wtb';
import { wtbQuerySchema } from '@/shared/schemas/wtb-filters';
import { moderationResultSchema, moderatorReasonSchema } from '@/shared/schemas/moderation';
import type { AppDeps } from '@/server/deps';
import { signedInUser } from '@/server/auth/plugin';
import { errorResponses } from '@/server/http/api-schemas';
import { revalidateEveryTime } from '@/server/http/etag';
import { signedInOrVisitor } from '@/server/http/route-security';
import { viewerIdOf } from '@/server/http/viewer';
import * as service from './service';

const params = z.object({ id: uuidParam });
const oneWtb = { 200: wtbListingSchema, ...errorResponses };

export const wtbRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'guards' | 'config'>> = async (
  app,
  { db, guards, config },
) => {
  const viewerId = viewerIdOf({ guards });

  app.get(
    '/api/wtb-listings',
    {
      onSend: revalidateEveryTime,
      schema: {
        operationId: 'listWtbListings',
        summary: 'List open want-to-buy requests, filtered and sorted',
        // Reads the session when there is one: the people the viewer blocked leave the feed.
        security: signedInOrVisitor,
        querystring: wtbQuerySchema,
        response: { 200: wtbPageSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.listOpenWtb(db, {
        ...request.query,
        hiddenBuyerIds: await service.hiddenBuyersFor(db, await viewerId(request)),
      }),
  );

  app.get(
    '/api/wtb-listings/:id',
    {
      onSend: revalidateEveryTime,
      schema: {
        operationId: 'getWtbListing',
        summary: 'Get a want-to-buy request',
        params,
        response: oneWtb,
      },
    },
    async (request) => service.getWtb(db, request.params.id),
  );

  app.post(
    '/api/wtb-listings',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'createWtbListing',
        summary: 'Post a want-to-buy request',
        body: wtbInputSchema,
        response: { 201: wtbListingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await service.createWtb(
        db,
        signedInUser(request).id,
        request.body,
        config.quotas.wtbPerDay,
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/wtb-listings/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'updateWtbListing',
        summary: 'Edit your want-to-buy request',
        params,
        body: wtbInputSchema,
        response: oneWtb,
      },
    },
    async (request) =>
      service.updateWtb(db, signedInUser(request).id, request.params.id, request.body),
  );

  app.put(
    '/api/wtb-listings/:id/bump',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'bumpWtbListing',
        summary: 'Bump your want-to-buy request to the top',
        params,
        response: oneWtb,
      },
    },
    async (request) => service.bumpWtb(db, signedInUser(request).id, request.params.id),
  );

  app.put(
    '/api/wtb-listings/:id/fulfill',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'fulfillWtbListing',
        summary: 'Mark your want-to-buy request fulfilled',
        params,
        response: oneWtb,
      },
    },
    async (request) => service.fulfillWtb(db, signedInUser(request).id, request.params.id),
  );

  app.delete(
    '/api/admin/wtb/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'deleteWtbListingAsAdmin',
        summary: 'Delete a want-to-buy request as a moderator',
        params,
        body: moderatorReasonSchema,
        response: { 200: moderationResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const resolvedReports = await service.deleteWtbAsAdmin(db, request.params.id, {
        adminId: signedInUser(request).id,
        reason: request.body.reason,
      });
      return { message: 'WTB request deleted', resolvedReports };
    },
  );
};
