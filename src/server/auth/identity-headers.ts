import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';

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
