import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailPreferencesSchema,
  emailPreferencesUpdateSchema,
  unsubscribeResultSchema,
} from '@/shared/schemas/email-preferences';
import { signedInUser } from '@/server/auth/plugin';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { BadRequest } from '@/server/http/errors';
import * as service from './service';
import {
  confirmPage,
  donePage,
  INVALID_UNSUBSCRIBE_LINK,
  invalidLinkPage,
} from './unsubscribe-page';

type EmailRouteDeps = Pick<AppDeps, 'db' | 'guards'> & { secret: string };

const tokenQuery = z.object({ token: z.string().max(1000).default('') });

/** docs/product.md, E-mail: the e-mail settings, and unsubscribing from an e-mail's link. */
export const emailNotificationRoutes: FastifyPluginAsyncZod<EmailRouteDeps> = async (
  app,
  { db, guards, secret },
) => {
  // RFC 8058 one-click unsubscribes, and the confirmation page's form, post a form body; only the
  // token in the query counts, so the body is read and set aside.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/api/me/email-preferences',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getEmailPreferences',
        summary: 'Which e-mails you get',
        response: { 200: emailPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = signedInUser(request);
      return (await service.findPreferences(db, [id])).get(id)!;
    },
  );

  app.put(
    '/api/me/email-preferences',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'updateEmailPreferences',
        summary: 'Choose which e-mails you get',
        description: 'Any of the three groups; the others keep their value.',
        body: emailPreferencesUpdateSchema,
        response: { 200: emailPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => service.savePreferences(db, signedInUser(request).id, request.body),
  );

  app.post(
    '/api/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribeFromEmails',
        summary: "Unsubscribe with an e-mail's signed link",
        description:
          'RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post header of every notification e-mail): turns off the group the token names. No sign-in.',
        querystring: tokenQuery,
        response: { 200: unsubscribeResultSchema, ...errorResponses },
      },
    },
    async (request) => {
      const result = await service.unsubscribe(db, secret, request.query.token);
      if (!result) throw new BadRequest(INVALID_UNSUBSCRIBE_LINK);
      return result;
    },
  );

  // The page an e-mail's unsubscribe link opens: it asks first, since mail scanners open links.
  app.get(
    '/unsubscribe',
    { schema: { hide: true, querystring: tokenQuery } },
    async (request, reply) => {
      const group = service.unsubscribeGroup(secret, request.query.token);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!group) return reply.status(400).send(invalidLinkPage());
      // Under the default no-referrer a browser posts the form with `Origin: null`, which the
      // cross-site guard refuses; same-origin keeps the origin for our own form only.
      reply.header('Referrer-Policy', 'same-origin');
      return reply.send(confirmPage(group, request.query.token));
    },
  );

  app.post(
    '/unsubscribe',
    { schema: { hide: true, querystring: tokenQuery } },
    async (request, reply) => {
      const result = await service.unsubscribe(db, secret, request.query.token);
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
      if (!result) return reply.status(400).send(invalidLinkPage());
      return reply.send(donePage(result.group));
    },
  );
};
