import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushKeySchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeInputSchema,
} from '@/shared/schemas/push';
import type { AppDeps } from '@/server/deps';
import type { PushServiceHost } from './service-hosts';
import { signedInUser } from '@/server/auth/plugin';
import { errorResponses } from '@/server/http/api-schemas';
import * as service from './service';

const doneSchema = z.object({ ok: z.literal(true) });

/** docs/product.md, API push: the key browsers subscribe with, and each account's browsers. */
export const pushRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'guards'> & { publicKey: string; pushServiceHosts: PushServiceHost[] }
> = async (app, { db, guards, publicKey, pushServiceHosts }) => {
  app.get(
    '/api/push/key',
    {
      schema: {
        operationId: 'getPushKey',
        summary: "The server's public key for push subscriptions",
        response: { 200: pushKeySchema, ...errorResponses },
      },
    },
    async () => ({ publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'subscribeToPush',
        summary: 'Receive alerts on this browser (a push subscription)',
        body: pushSubscriptionInputSchema,
        response: { 201: doneSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.subscribe(db, pushServiceHosts, signedInUser(request).id, request.body);
      return reply.status(201).send({ ok: true as const });
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'unsubscribeFromPush',
        summary: 'Stop alerts on this browser',
        body: pushUnsubscribeInputSchema,
        response: { 200: doneSchema, ...errorResponses },
      },
    },
    async (request) => {
      await service.unsubscribe(db, signedInUser(request).id, request.body.endpoint);
      return { ok: true as const };
    },
  );
};
