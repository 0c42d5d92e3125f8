import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '@/shared/schemas/user';
import type { Database } from '@/server/db/client';
import { Forbidden, Unauthorized } from '@/server/http/errors';
import { describeGuard, signedIn, signedInOrVisitor } from '@/server/http/route-security';
import type { Identity } from './identity';
import { identityHeaders } from './identity-headers';
import { registerIdentityRoutes } from './identity-routes';
import { authUserFromIdentity } from '@/server/users/service';
import type { AuthGuards } from './guards';
import { withinAbsoluteLifetime } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin guards; null elsewhere. */
    user: AuthUser | null;
    /** The signed-in session's id, set with `user`. */
    sessionId: string | null;
  }
}

// Product routes read the caller's identity headers from here, with the guards.
export { identityHeaders };

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type { AuthGuards };

/**
 * Mounts Better Auth's browser endpoints under /api/identity (identity-routes.ts), refuses
 * cross-site writes to the product API, and returns the one pair of guards every product route
 * that needs a user goes through.
 */
export function registerIdentity(
  app: FastifyInstance,
  options: { identity: Identity; db: Database; trustedOrigins: string[] },
): AuthGuards {
  const { identity, db, trustedOrigins } = options;
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  registerIdentityRoutes(app, { identity, trustedOrigins });

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

  // The API description says what each route asks of the caller, from the guard it uses.
  describeGuard(requireUser, { security: signedIn });
  describeGuard(requireAdmin, { security: signedIn, note: 'Administrators only.' });
  describeGuard(identifyUser, { security: signedInOrVisitor });

  return { requireUser, requireAdmin, identifyUser };
}

/** The user a guard put on the request; a route without a guard has none. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Unauthorized();
  return request.user;
}
