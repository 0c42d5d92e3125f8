import type { FastifyInstance, FastifyReply, FastifySchema } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '@/server/http/api-schemas';
import { signedInOrVisitor } from '@/server/http/route-security';
import { identityHeaders } from './identity-headers';
import { IDENTITY_BASE_PATH, type Identity } from './identity';

/**
 * The paths under /api/identity passed on to Better Auth, as it reads them (dot segments and
 * encoding resolved): a request whose path resolves to anything else is not served.
 */
const PUBLIC_IDENTITY_PATHS = [
  /^\/sign-in\/social$/,
  /^\/callback\/[a-z0-9-]+$/,
  /^\/verify-email$/,
  /^\/reset-password\/[^/]+$/,
  /^\/sign-out$/,
  /^\/error$/,
];

/** Better Auth writes these answers itself (passed on as bytes, so no schema checks them). */
const redirect = (where: string) => z.null().describe(`A redirect: ${where}`);

/**
 * The Better Auth endpoints a browser reaches directly: the links in e-mails, Discord's OAuth
 * round trip, sign-out. Every other account action goes through the product's own /api/auth
 * routes, which call Better Auth in-process with bodies they build themselves. The rest of Better
 * Auth's API (update-user, change-email, delete-user, sign-up with an `image`…) would let a
 * client write what our routes check, so it is not served.
 *
 * Each endpoint is a route of its own with its one method: any other method or path under
 * /api/identity gets the JSON 404 of every unknown API address (Better Auth answers an empty 404
 * to a method it does not take), and the API description shows each with what it takes.
 */
const endpoints: { method: 'GET' | 'POST'; path: string; schema: FastifySchema }[] = [
  {
    method: 'POST',
    path: '/sign-in/social',
    schema: {
      operationId: 'startSocialSignIn',
      summary: "Start signing in with Discord: answers the provider's authorization URL",
      body: z.looseObject({
        provider: z
          .string({ error: 'provider is required' })
          .describe('`discord`, when it is configured'),
        callbackURL: z.string().optional().describe('Where the browser lands once signed in'),
        errorCallbackURL: z.string().optional().describe('Where it lands when sign-in fails'),
      }),
      response: {
        200: z.object({ url: z.string(), redirect: z.boolean() }),
        ...errorResponses,
      },
    },
  },
  {
    method: 'GET',
    path: '/callback/:providerId',
    schema: {
      operationId: 'finishSocialSignIn',
      summary: 'Where the provider sends the browser back; sets the session cookie',
      params: z.object({ providerId: z.string().describe('`discord`') }),
      querystring: z.looseObject({
        code: z.string().optional(),
        state: z.string().optional(),
        error: z.string().optional(),
      }),
      response: {
        302: redirect('to the callback URL, or to the error callback URL with ?error='),
        ...errorResponses,
      },
    },
  },
  {
    method: 'GET',
    path: '/verify-email',
    schema: {
      operationId: 'verifyEmail',
      summary: 'The e-mailed verification link: marks the address verified',
      querystring: z.looseObject({
        token: z.string().optional().describe('The token the e-mailed link carries'),
        callbackURL: z.string().optional().describe('Where to send the browser afterwards'),
      }),
      response: {
        200: z.object({ status: z.boolean() }).describe('Verified (without a callback URL)'),
        302: redirect('to the callback URL, with ?error= when the link is invalid or expired'),
        ...errorResponses,
      },
    },
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    schema: {
      operationId: 'openPasswordResetLink',
      summary: 'The e-mailed password reset link: sends the browser to the reset page',
      params: z.object({ token: z.string().describe('The token the e-mailed link carries') }),
      querystring: z.looseObject({
        callbackURL: z.string().optional().describe('The reset page'),
      }),
      response: {
        302: redirect('to the callback URL with ?token=, or with ?error=INVALID_TOKEN'),
        ...errorResponses,
      },
    },
  },
  {
    method: 'POST',
    path: '/sign-out',
    schema: {
      operationId: 'signOutOfIdentity',
      summary: "End the session (Better Auth's sign-out; the app uses POST /api/auth/signout)",
      security: signedInOrVisitor,
      response: { 200: z.object({ success: z.boolean() }), ...errorResponses },
    },
  },
  {
    method: 'GET',
    path: '/error',
    schema: {
      operationId: 'showSignInError',
      summary: 'Where a failed sign-in lands: sends the browser on to the sign-in page',
      description:
        "Better Auth's error page. Its HTML page is not served: with `onAPIError.errorURL` set " +
        '(identity.ts) it redirects to /login, which says that signing in failed.',
      querystring: z.looseObject({
        error: z.string().optional().describe("Better Auth's error code"),
      }),
      response: { 302: redirect('to /login?error=, the code passed on'), ...errorResponses },
    },
  },
];

/** Refusals Better Auth answers without a `{ message }` body (an empty 404, say) get one. */
const fallbackMessages: Record<number, string> = {
  404: 'Not found',
  405: 'This method is not allowed here',
  429: 'Too many attempts. Please wait a minute and try again.',
};

/**
 * A Better Auth refusal as every API refusal is: `{ message }` JSON, whatever it sent (its JSON
 * errors also carry a `code`, and some answers have no body at all).
 */
function refusalBody(status: number, body: Buffer): { message: string } {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as unknown;
    const message = (parsed as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return { message };
  } catch {
    // Not JSON: the status decides the message.
  }
  return { message: fallbackMessages[status] ?? 'The request was refused' };
}

/** Copies a Better Auth (fetch) response onto the Fastify reply, cookies included. */
async function sendIdentityResponse(
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
      reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status < 400) return reply.send(body);
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(refusalBody(response.status, body)));
}

/** Mounts the Better Auth endpoints browsers reach under /api/identity. */
export function registerIdentityRoutes(
  app: FastifyInstance,
  { identity, trustedOrigins }: { identity: Identity; trustedOrigins: string[] },
): void {
  for (const { method, path, schema } of endpoints) {
    app.route({
      method,
      url: `${IDENTITY_BASE_PATH}${path}`,
      schema: { ...schema, tags: ['identity'] },
      handler: async (request, reply) => {
        const url = new URL(request.url, trustedOrigins[0]);
        // The URL as Better Auth reads it: the router matched the path as sent.
        const identityPath = url.pathname.slice(IDENTITY_BASE_PATH.length);
        if (!PUBLIC_IDENTITY_PATHS.some((pattern) => pattern.test(identityPath))) {
          return reply.callNotFound();
        }
        const hasBody = request.method !== 'GET' && request.body !== undefined;
        const response = await identity.handler(
          new Request(url, {
            method: request.method,
            headers: identityHeaders(request),
            body: hasBody ? JSON.stringify(request.body) : undefined,
          }),
        );
        return sendIdentityResponse(reply, response);
      },
    });
  }
}
