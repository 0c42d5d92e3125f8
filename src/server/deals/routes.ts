import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelDealSchema,
  dealSchema,
  proposeDealSchema,
  tradeSchema,
} from '@/shared/schemas/deals';
import { uuidParam } from '@/shared/schemas/fields';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { signedInUser } from '@/server/auth/plugin';
import * as service from './service';
import { tradeOf } from './trade-state-service';

const conversationParams = z.object({ id: uuidParam });
const dealParams = z.object({
  id: z.coerce.number({ error: 'id must be a deal id' }).int().positive('id must be a deal id'),
});
const dealResponse = { 200: dealSchema, ...errorResponses };

/** docs/product.md, API deals: the two people of a conversation. */
export const dealRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'guards' | 'config' | 'listingReactions'>
> = async (app, deps) => {
  const { db, guards, config } = deps;
  const onRequest = guards.requireUser;
  // Every step is a message: it counts against the sender's message limit.
  const trade = { db, messageRateLimit: config.messageRateLimit };
  const dealDeps = { ...trade, listingReactions: deps.listingReactions };

  app.get(
    '/api/conversations/:id/trade',
    {
      onRequest,
      schema: {
        operationId: 'getConversationTrade',
        summary: 'The offers and deal of a conversation',
        params: conversationParams,
        response: { 200: tradeSchema, ...errorResponses },
      },
    },
    async (request) => tradeOf(db, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/conversations/:id/deal',
    {
      onRequest,
      schema: {
        operationId: 'proposeDeal',
        summary: 'Propose a deal in a conversation',
        params: conversationParams,
        body: proposeDealSchema,
        response: { 201: dealSchema.describe('The proposed deal'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deal = await service.proposeDeal(
        trade,
        signedInUser(request).id,
        id,
        request.body.price,
      );
      return reply.status(201).send(deal);
    },
  );

  app.post(
    '/api/deals/:id/confirm',
    {
      onRequest,
      schema: {
        operationId: 'confirmDeal',
        summary: 'Confirm a deal',
        params: dealParams,
        response: dealResponse,
      },
    },
    async (request) => service.confirmDeal(dealDeps, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/deals/:id/decline',
    {
      onRequest,
      schema: {
        operationId: 'declineDeal',
        summary: 'Decline a deal',
        params: dealParams,
        response: dealResponse,
      },
    },
    async (request) => service.declineDeal(trade, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/deals/:id/cancel',
    {
      onRequest,
      schema: {
        operationId: 'cancelDeal',
        summary: 'Cancel a deal',
        params: dealParams,
        body: cancelDealSchema,
        response: dealResponse,
      },
    },
    async (request) =>
      service.cancelDeal(trade, signedInUser(request).id, request.params.id, request.body.reason),
  );
};
