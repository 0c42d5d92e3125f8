import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  markNotificationsReadSchema,
  notificationPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@/shared/schemas/notification';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { signedInUser } from '@/server/auth/plugin';
import * as service from './service';

/** docs/product.md, API notifications. Each person reads and marks only their own. */
export const notificationRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'guards'>> = async (
  app,
  { db, guards },
) => {
  const onRequest = guards.requireUser;

  app.get(
    '/api/notifications',
    {
      onRequest,
      schema: {
        operationId: 'listNotifications',
        summary: 'List your notifications',
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses },
      },
    },
    async (request) => service.notificationsOf(db, signedInUser(request).id, request.query.cursor),
  );

  app.post(
    '/api/notifications/read',
    {
      onRequest,
      schema: {
        operationId: 'markNotificationsRead',
        summary: 'Mark your notifications read',
        body: markNotificationsReadSchema,
        response: { 200: unreadCountSchema.describe('What is still unread'), ...errorResponses },
      },
    },
    async (request) => service.markNotificationsRead(db, signedInUser(request).id, request.body),
  );
};
