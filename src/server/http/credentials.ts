import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request may be someone's: it carries a session cookie (Better Auth's, named
 * `…session_token`) or an Authorization header (a bearer token). A request with neither is a
 * visitor's, known without reading the database.
 */
export function carriesCredentials(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization) return true;
  return headers.cookie?.includes('session_token=') ?? false;
}
