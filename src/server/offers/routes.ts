import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedOfferSchema, offerAmountSchema, offerSchema } from '@/shared/schemas/deals';
import { uuidParam } from '@/shared/schemas/fields';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { signedInUser } from '@/server/auth/plugin';
import * as service from './service';

const conversationParams = z.object({ id: uuidParam });
const offerParams = z.object({
  id: z.coerce.number({ error: 'id must be an offer id' }).int().positive('id must be an offer id'),
});

/** docs/product.md, API offers: the two people of a conversation about a listing. */
export const offerRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'guards' | 'config'>> = async (
  app,
  { db, guards, config },
) => {
  const onRequest = guards.requireUser;
  // Every step is a message: it counts against the sender's message limit.
  const trade = { db, messageRateLimit: config.messageRateLimit };

  app.post(
    '/api/conversations/:id/offers',
    {
      onRequest,
      schema: {
        operationId: 'makeOffer',
        summary: 'Make an offer on the listing a conversation is about',
        params: conversationParams,
        body: offerAmountSchema,
        response: { 201: offerSchema.describe('The offer, just made'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const offer = await service.makeOffer(
        trade,
        signedInUser(request).id,
        id,
        request.body.amount,
      );
      return reply.status(201).send(offer);
    },
  );

  app.post(
    '/api/offers/:id/counter',
    {
      onRequest,
      schema: {
        operationId: 'counterOffer',
        summary: 'Answer an offer with another amount',
        params: offerParams,
        body: offerAmountSchema,
        response: { 201: offerSchema.describe('The counter-offer'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const offer = await service.counterOffer(
        trade,
        signedInUser(request).id,
        id,
        request.body.amount,
      );
      return reply.status(201).send(offer);
    },
  );

  app.post(
    '/api/offers/:id/accept',
    {
      onRequest,
      schema: {
        operationId: 'acceptOffer',
        summary: 'Accept an offer',
        params: offerParams,
        response: { 200: acceptedOfferSchema, ...errorResponses },
      },
    },
    async (request) => service.acceptOffer(trade, signedInUser(request).id, request.params.id),
  );

  for (const [how, operationId, summary] of [
    ['decline', 'declineOffer', 'Decline an offer made to you'],
    ['withdraw', 'withdrawOffer', 'Withdraw your offer'],
  ] as const) {
    app.post(
      `/api/offers/:id/${how}`,
      {
        onRequest,
        schema: {
          operationId,
          summary,
          params: offerParams,
          response: { 200: offerSchema, ...errorResponses },
        },
      },
      async (request) =>
        service.closeOffer(trade, signedInUser(request).id, request.params.id, how),
    );
  }
};
