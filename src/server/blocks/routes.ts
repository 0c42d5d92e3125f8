import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockedUserSchema, blockListSchema } from '@/shared/schemas/safety';
import { signedInUser } from '@/server/auth/plugin';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import * as service from './service';

const params = z.object({ username: z.string().max(100) });

/** docs/product.md, API, Blocking: every route is for the signed-in person's own blocks. */
export const blockRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'guards'>> = async (
  app,
  { db, guards },
) => {
  const onRequest = guards.requireUser;

  app.post(
    '/api/users/:username/block',
    {
      onRequest,
      schema: {
        operationId: 'blockUser',
        summary: 'Block a person',
        params,
        response: {
          200: blockedUserSchema.describe('Already blocked'),
          201: blockedUserSchema.describe('Blocked just now'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { blocked, created } = await service.block(
        db,
        signedInUser(request).id,
        request.params.username,
      );
      return reply.status(created ? 201 : 200).send(blocked);
    },
  );

  app.delete(
    '/api/users/:username/block',
    {
      onRequest,
      schema: {
        operationId: 'unblockUser',
        summary: 'Unblock a person',
        params,
        response: { 204: z.null().describe('Not blocked'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.unblock(db, signedInUser(request).id, request.params.username);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/blocks',
    {
      onRequest,
      schema: {
        operationId: 'listBlockedUsers',
        summary: 'List the people you blocked',
        response: { 200: blockListSchema, ...errorResponses },
      },
    },
    async (request) => ({ blocked: await service.blockedUsers(db, signedInUser(request).id) }),
  );
};
