import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import type { AuthUser } from '@/shared/schemas/user';
import type { Database } from '@/server/db/client';
import { errorResponses } from '@/server/http/api-schemas';
import { Forbidden, Unauthorized } from '@/server/http/errors';
import { IDENTITY_BASE_PATH, type Identity } from './identity';
import { authUserFromIdentity } from '@/server/users/service';
import { withinAbsoluteLifetime } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin guards; null elsewhere. */
    user: AuthUser | null;
    /** The signed-in session's id, set with `user`. */
    sessionId: string | null;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The Better Auth endpoints a browser reaches directly: the links in e-mails, Discord's OAuth
 * round trip, sign-out. Every other account action goes through the product's own /api/auth
 * routes, which call Better Auth in-process with bodies they build themselves. The rest of Better
 * Auth's API (update-user, change-email, delete-user, sign-up with an `image`…) would let a
 * client write what our routes check, so it is not served.
 */
const PUBLIC_IDENTITY_PATHS = [
  /^\/sign-in\/social$/,
  /^\/callback\/[a-z0-9-]+$/,
  /^\/verify-email$/,
  /^\/reset-password\/[^/]+$/,
  /^\/sign-out$/,
  /^\/error$/,
];

/** Headers of an incoming request as Better Auth sees them, with the client address we trust. */
export function identityHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  // Fastify's request.ip honours X-Forwarded-For only as far as the proxies TRUST_PROXY names;
  // anything a client sends itself is replaced, so rate limits cannot be dodged.
  headers.set('x-forwarded-for', request.ip);
  // The body may be re-serialised on the way in; its length is the fetch layer's to set.
  headers.delete('content-length');
  return headers;
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
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

export type AuthGuards = {
  requireUser: (request: FastifyRequest) => Promise<void>;
  requireAdmin: (request: FastifyRequest) => Promise<void>;
  /** Puts the signed-in user on the request when there is one; lets visitors through. */
  identifyUser: (request: FastifyRequest) => Promise<void>;
};

/**
 * Mounts Better Auth under /api/identity/*, refuses cross-site writes to the product API, and
 * returns the one pair of guards every product route that needs a user goes through.
 */
export function registerIdentity(
  app: FastifyInstance,
  options: { identity: Identity; db: Database; trustedOrigins: string[] },
): AuthGuards {
  const { identity, db, trustedOrigins } = options;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  app.route({
    method: ['GET', 'POST'],
    url: `${IDENTITY_BASE_PATH}/*`,
    // Better Auth writes these answers itself (passed on as bytes, so no schema checks them);
    // the schema only describes them for the API reference.
    schema: {
      summary: "Better Auth's endpoints that browsers reach directly",
      description:
        'Served: sign-in/social, callback/{provider}, verify-email, reset-password/{token}, ' +
        'sign-out and error. Every other path answers 404.',
      response: {
        200: z.unknown().describe("Better Auth's JSON answer"),
        302: z
          .null()
          .describe('A redirect: e-mail links and the Discord OAuth round trip end here'),
        ...errorResponses,
      },
    },
    handler: async (request, reply) => {
      const url = new URL(request.url, trustedOrigins[0]);
      const path = url.pathname.slice(IDENTITY_BASE_PATH.length);
      if (!PUBLIC_IDENTITY_PATHS.some((pattern) => pattern.test(path))) {
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

  // CSRF: a browser always sends Origin (and Sec-Fetch-Site) on a cross-site write; refuse those,
  // on Better Auth's routes too (its own origin check lets a cross-site sign-out through).
  // Clients without a browser send neither and authenticate with a bearer token.
  // Every write, whatever its path: the router decodes the path (`/%61pi/…` reaches `/api/…`), so
  // a test on the raw URL could be walked around, and no write outside the API is legitimate.
  // A callback, not an async function: every read passes through without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    const origin = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (origin !== undefined && !trustedOrigins.includes(origin))) {
      return done(new Forbidden('Cross-site request refused'));
    }
    done();
  });

  // Every product route finds its user here, from a cookie or a bearer token alike (the bearer
  // plugin turns the token into the cookie Better Auth reads).
  const identifyUser = async (request: FastifyRequest) => {
    const session = await identity.api.getSession({ headers: identityHeaders(request) });
    if (!session || !(await withinAbsoluteLifetime(db, session.session))) return;
    request.user = authUserFromIdentity(session.user);
    request.sessionId = session.session.id;
  };

  const requireUser = async (request: FastifyRequest) => {
    await identifyUser(request);
    if (!request.user) throw new Unauthorized();
  };

  const requireAdmin = async (request: FastifyRequest) => {
    await requireUser(request);
    if (!request.user?.isAdmin) throw new Forbidden('Only admins can do this');
  };

  return { requireUser, requireAdmin, identifyUser };
}

/** The user a guard put on the request; a route without a guard has none. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}
