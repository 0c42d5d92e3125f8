import type { FastifyRequest } from 'fastify';
import { carriesCredentials } from '@/server/http/credentials';
import type { AuthGuards } from '@/server/auth/guards';
import type { Database } from '@/server/db/client';
import { blockedIdsOf } from './service';

/**
 * The people whose posts leave a feed request's answer: those the signed-in viewer blocked. A
 * visitor's request (no session cookie, no bearer token) costs nothing here: no session lookup,
 * no query (docs/decisions/034-blocking.md).
 */
export function hiddenOwnersOf({ db, guards }: { db: Database; guards: AuthGuards }) {
  return async (request: FastifyRequest): Promise<string[]> => {
    if (!carriesCredentials(request.headers)) return [];
    await guards.identifyUser(request);
    return request.user ? blockedIdsOf(db, request.user.id) : [];
  };
}
