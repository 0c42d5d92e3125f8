import type { FastifyRequest } from 'fastify';
import { carriesCredentials } from '@/server/http/credentials';
import type { AppDeps } from '@/server/deps';
import { blockedIdsOf } from './service';

/**
 * The people whose posts leave a feed request's answer: those the signed-in viewer blocked. A
 * visitor's request (no session cookie, no bearer token) costs nothing here: no session lookup,
 * no query (docs/decisions/034-blocking.md).
 */
export function hiddenOwnersOf({ db, guards }: Pick<AppDeps, 'db' | 'guards'>) {
  return async (request: FastifyRequest): Promise<string[]> => {
    if (!carriesCredentials(request.headers)) return [];
    await guards.identifyUser(request);
    return request.user ? blockedIdsOf(db, request.user.id) : [];
  };
}
