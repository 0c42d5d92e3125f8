import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditPageSchema,
  dismissInputSchema,
  moderationPageQuerySchema,
  moderationResultSchema,
  moderatorReasonSchema,
  reportQueueSchema,
  suspendInputSchema,
} from '@/shared/schemas/moderation';
import { positiveIdParam } from '@/shared/schemas/fields';
import { signedInUser } from '@/server/auth/plugin';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { dismissReports, removeMessage } from './actions-service';
import { auditLogPage } from './audit-service';
import { reportQueue } from './queue-service';
import { suspendUser, unsuspendUser } from './suspension-service';

const messageParams = z.object({ id: positiveIdParam });
const userParams = z.object({ username: z.string().max(100) });
const result = { 200: moderationResultSchema, ...errorResponses };

/**
 * docs/product.md, API, Moderation: admins only (visitors 401, everyone else 403). Deleting a
 * listing or a WTB request lives with those (listings/routes.ts, wtb/routes.ts).
 */
export const moderationRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'guards'>> = async (
  app,
  { db, guards },
) => {
  const admin = { onRequest: guards.requireAdmin };

  app.get(
    '/api/admin/reports',
    {
      ...admin,
      schema: {
        operationId: 'listReports',
        summary: 'List open reports (the moderation queue)',
        querystring: moderationPageQuerySchema,
        response: { 200: reportQueueSchema, ...errorResponses },
      },
    },
    async (request) => reportQueue(db, request.query.cursor),
  );

  app.post(
    '/api/admin/reports/dismiss',
    {
      ...admin,
      schema: {
        operationId: 'dismissReports',
        summary: 'Dismiss reports',
        body: dismissInputSchema,
        response: result,
      },
    },
    async (request) => ({
      message: 'Reports dismissed',
      resolvedReports: await dismissReports(db, signedInUser(request).id, request.body),
    }),
  );

  app.delete(
    '/api/admin/messages/:id',
    {
      ...admin,
      schema: {
        operationId: 'deleteMessageAsAdmin',
        summary: 'Delete a message as a moderator',
        params: messageParams,
        body: moderatorReasonSchema,
        response: result,
      },
    },
    async (request) => ({
      message: 'Message removed',
      resolvedReports: await removeMessage(
        db,
        signedInUser(request).id,
        request.params.id,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/api/admin/users/:username/suspend',
    {
      ...admin,
      schema: {
        operationId: 'suspendUser',
        summary: 'Suspend an account',
        params: userParams,
        body: suspendInputSchema,
        response: result,
      },
    },
    async (request) => ({
      message: 'User suspended',
      resolvedReports: await suspendUser(
        db,
        signedInUser(request).id,
        request.params.username,
        request.body,
      ),
    }),
  );

  app.post(
    '/api/admin/users/:username/unsuspend',
    {
      ...admin,
      schema: {
        operationId: 'unsuspendUser',
        summary: "Lift an account's suspension",
        params: userParams,
        body: moderatorReasonSchema,
        response: result,
      },
    },
    async (request) => {
      const { username } = request.params;
      await unsuspendUser(db, signedInUser(request).id, username, request.body.reason);
      return { message: 'User unsuspended', resolvedReports: 0 };
    },
  );

  app.get(
    '/api/admin/audit',
    {
      ...admin,
      schema: {
        operationId: 'listModerationAudit',
        summary: 'List what moderators did (the audit log)',
        querystring: moderationPageQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request) => auditLogPage(db, request.query.cursor),
  );
};
