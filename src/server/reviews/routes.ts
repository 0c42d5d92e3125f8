import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dealCountSchema,
  removeReviewSchema,
  reputationSchema,
  reviewInputSchema,
  reviewPageSchema,
  reviewReplySchema,
  reviewSchema,
  reviewsQuerySchema,
} from '@/shared/schemas/deals';
import { positiveIdParam } from '@/shared/schemas/fields';
import { signedInUser } from '@/server/auth/plugin';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { revalidateEveryTime } from '@/server/http/etag';
import * as service from './service';

const params = z.object({ id: positiveIdParam });
const userParams = z.object({ username: z.string().max(100) });
const review = { 200: reviewSchema, ...errorResponses };

/** docs/product.md, API, Reviews and reputation. */
export const reviewRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'guards'>> = async (
  app,
  { db, guards },
) => {
  app.post(
    '/api/deals/:id/review',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'reviewDeal',
        summary: 'Review the other side of a completed deal',
        params,
        body: reviewInputSchema,
        response: { 201: reviewSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const created = await service.reviewDeal(db, user.id, request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/api/reviews/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'updateReview',
        summary: 'Edit your review',
        params,
        body: reviewInputSchema,
        response: review,
      },
    },
    async (request) =>
      service.editReview(db, signedInUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'replyToReview',
        summary: 'Reply to a review of you',
        params,
        body: reviewReplySchema,
        response: review,
      },
    },
    async (request) =>
      service.replyToReview(db, signedInUser(request).id, request.params.id, request.body.text),
  );

  app.delete(
    '/api/reviews/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'deleteReviewAsAdmin',
        summary: 'Delete a review as a moderator',
        params,
        body: removeReviewSchema,
        response: { 204: z.null().describe('Removed'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const admin = signedInUser(request);
      await service.removeReview(db, admin.id, request.params.id, request.body.reason);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/:username/reviews',
    {
      onSend: revalidateEveryTime,
      schema: {
        operationId: 'listUserReviews',
        summary: 'List the reviews of a person',
        params: userParams,
        querystring: reviewsQuerySchema,
        response: { 200: reviewPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const revieweeId = await service.revieweeIdOf(db, request.params.username);
      return service.reviewsOf(db, revieweeId, request.query);
    },
  );

  app.get(
    '/api/users/:username/deals/count',
    {
      onSend: revalidateEveryTime,
      schema: {
        operationId: 'countUserDeals',
        summary: "Count a person's completed deals",
        params: userParams,
        response: { 200: dealCountSchema, ...errorResponses },
      },
    },
    async (request) => service.dealCountOf(db, request.params.username),
  );

  app.get(
    '/api/users/:username/reputation',
    {
      onSend: revalidateEveryTime,
      schema: {
        operationId: 'getUserReputation',
        summary: "A person's rating and review counts",
        params: userParams,
        response: { 200: reputationSchema, ...errorResponses },
      },
    },
    async (request) => service.reputationOf(db, request.params.username),
  );
};
