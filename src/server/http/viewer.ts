import type { FastifyRequest } from 'fastify';
import type { AuthGuards } from '@/server/auth/guards';
import { carriesCredentials } from './credentials';

/**
 * The signed-in viewer of a public read, if any: undefined for a visitor's request (no session
 * cookie, no bearer token) at no cost, no session lookup (docs/decisions/034-blocking.md). Public
 * routes pass it to their service, which decides what the viewer sees (their blocks).
 */
export function viewerIdOf({ guards }: { guards: AuthGuards }) {
  return async (request: FastifyRequest): Promise<string | undefined> => {
    if (!carriesCredentials(request.headers)) return undefined;
    await guards.identifyUser(request);
    return request.user?.id;
  };
}
