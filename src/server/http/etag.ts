import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A weak validator from the body's bytes: any change to the JSON changes it. */
export function weakEtag(body: string | Buffer): string {
  // The one-shot hash: no Hash object per answer.
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/**
 * If-None-Match's weak comparison (RFC 9110 §13.1.2): `*`, or any listed tag equal to ours
 * once the `W/` prefixes are set aside. A proxy may send several tags, or make ours strong.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const ours = opaque(etag);
  return header.split(',').some((tag) => opaque(tag.trim()) === ours);
}

function opaque(tag: string): string {
  return tag.startsWith('W/') ? tag.slice(2) : tag;
}

/**
 * onSend hook for public GET answers that change whenever the data does (a listing, a profile,
 * the feed): the browser may keep them but asks again every time (`no-cache`), sending the ETag
 * it has; an unchanged answer is then a 304 with no body. Errors keep the API's `no-store`.
 * Written here rather than taken from @fastify/etag, which compares If-None-Match as one exact
 * string and answers 304 whatever the status or method.
 */
export function revalidateEveryTime(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  // A callback, not a promise: the feed's answers pass here on every request.
  done: (error: null, payload: unknown) => void,
): void {
  done(null, revalidated(request, reply, payload));
}

function revalidated(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (!isRead || reply.statusCode !== 200) return payload;
  reply.header('Cache-Control', 'no-cache');
  let etag = reply.getHeader('etag');
  if (etag === undefined) {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    etag = weakEtag(payload);
    reply.header('ETag', etag);
  }
  if (!matchesIfNoneMatch(request.headers['if-none-match'], String(etag))) return payload;
  reply.code(304);
  reply.removeHeader('content-encoding');
  // No body. HEAD keeps its payload only for Fastify to measure (a 304 may state the
  // representation's length; it must not state a wrong one).
  return request.method === 'HEAD' ? payload : null;
}
