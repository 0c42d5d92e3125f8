import type { RouteOptions } from 'fastify';

/** An OpenAPI security requirement: schemes (named as in components) that pass together. */
export type SecurityRequirement = Record<string, string[]>;

/**
 * How a client proves who it is (Better Auth, see auth/identity.ts): the session cookie a
 * browser holds, or the same session's token as a bearer token (POST /api/auth/signin answers
 * it as `session.access_token`).
 */
export const securitySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'rotation.session_token',
    description:
      'The session cookie sign-in sets (named `__Secure-rotation.session_token` when the site ' +
      'is served over HTTPS).',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description: "The session's token, as `session.access_token` of POST /api/auth/signin.",
  },
} as const;

/** Either scheme passes. */
export const signedIn: SecurityRequirement[] = [{ sessionCookie: [] }, { bearerToken: [] }];
/** Visitors too (`{}`: no credentials); a session, when given, changes the answer. */
export const signedInOrVisitor: SecurityRequirement[] = [{}, ...signedIn];
/** No session needed or read. */
export const visitor: SecurityRequirement[] = [];

type Guard = (...args: never[]) => unknown;
type GuardDescription = { security: SecurityRequirement[]; note?: string };

const guards = new WeakMap<Guard, GuardDescription>();

/**
 * Records what a guard (a route's onRequest or preHandler hook) asks of the caller, so that the
 * API description says it for every route that uses the guard.
 */
export function describeGuard(guard: Guard, description: GuardDescription): void {
  guards.set(guard, description);
}

const GUARD_HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler'] as const;

/**
 * What a route asks of the caller, from the guards among its hooks: the strictest one (a route
 * with none is for visitors). A note (such as "administrators only") comes with it.
 */
export function routeSecurity(route: Pick<RouteOptions, (typeof GUARD_HOOKS)[number]>): {
  security: SecurityRequirement[];
  note?: string;
} {
  const found = GUARD_HOOKS.flatMap((hook) => {
    const hooks: unknown = route[hook];
    return (Array.isArray(hooks) ? hooks : [hooks]).flatMap(
      (candidate) => guards.get(candidate as Guard) ?? [],
    );
  });
  // A guard that lets visitors through weighs least; one with a note (admins) most.
  const rank = (guard: GuardDescription) =>
    (guard.security.some((requirement) => Object.keys(requirement).length === 0) ? 0 : 1) +
    (guard.note ? 1 : 0);
  const strictest = found.sort((a, b) => rank(b) - rank(a))[0];
  return strictest ?? { security: visitor };
}
