import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportInputSchema, reportReceiptSchema } from '@/shared/schemas/safety';
import { signedInUser } from '@/server/auth/plugin';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import * as service from './service';

/** docs/product.md, API, Reports. */
export const reportRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'db' | 'guards'>> = async (
  app,
  { db, guards },
) => {
  app.post(
    '/api/reports',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'reportContent',
        summary: 'Report a listing, request, message or person to the moderators',
        body: reportInputSchema,
        response: { 201: reportReceiptSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const receipt = await service.fileReport(db, signedInUser(request).id, request.body);
      return reply.status(201).send(receipt);
    },
  );
};
