import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedBody } from './prepared-body';

/** Brotli first: smaller than gzip at the same cost, for the bodies the cache keeps. */
const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];

/** The encoding of a prepared body Accept-Encoding asks for (q-values respected), else identity. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  // Content codings are case-insensitive; the negotiator compares as written.
  return negotiate((acceptEncoding ?? '').toLowerCase(), ENCODINGS) ?? 'identity';
}

/** Adds `field` to the answer's Vary, after any the route named (a page varies by Cookie). */
export function addVary(reply: FastifyReply, field: string): void {
  const vary = reply.getHeader('vary');
  reply.header('Vary', vary ? `${String(vary)}, ${field}` : field);
}

/**
 * Sends a JSON body already serialized: a prepared one (from the cache) in the encoding
 * Accept-Encoding prefers (q-values respected; identity when it names neither), with its ETag;
 * text as it is (revalidateEveryTime makes its ETag). Text goes past the serializer, which the
 * reply's schema type cannot express, hence `never`.
 */
export function sendJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | PreparedBody,
): FastifyReply {
  reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  if (typeof body === 'string') return reply.send(body as never);
  reply.header('ETag', body.etag);
  return sendEncoded(request, reply, body);
}

/**
 * Sends a page's HTML: a prepared one (from the cache) as Accept-Encoding prefers; plain text as
 * it is, for the answer compression hook. No ETag: a page is sent in full every time.
 */
export function sendHtmlBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | PreparedBody,
): FastifyReply {
  reply.type('text/html; charset=utf-8');
  if (typeof body === 'string') return reply.send(body);
  addVary(reply, 'Accept-Encoding');
  return sendEncoded(request, reply, body);
}

function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: PreparedBody) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return reply.send(body.identity as never);
  return reply.header('Content-Encoding', encoding).send(body[encoding] as never);
}
