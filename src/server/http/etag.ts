import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { carriesCredentials } from './credentials';
import { addVary } from './send-body';

/**
 * A visitor's answer: a shared cache (a CDN, nginx in front of the instances) may keep it for
 * 2 s and serve it up to 10 s stale while it asks again; a browser revalidates it every time
 * (docs/product.md, Caching and compression).
 */
export const SHARED_READ = 'public, max-age=0, s-maxage=2, stale-while-revalidate=10';
/** An answer that may be the reader's own (a session cookie or bearer: blocks, drafts): no shared cache. */
export const PRIVATE_READ = 'private, no-cache';

/** The Cache-Control of a public read: shared for a visitor, private for anyone signed in. */
function readCacheControl(request: FastifyRequest): string {
  return carriesCredentials(request.headers) ? PRIVATE_READ : SHARED_READ;
}

/**
 * A public read's caching headers: who may keep it, and that it differs by the credentials a
 * request carries (a cache that keys on the URL alone must not give a visitor's answer to a
 * signed-in reader, nor the other way round).
 */
export function markPublicRead(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Cache-Control', readCacheControl(request));
  addVary(reply, 'Cookie, Authorization');
}

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
 * the feed, the WTB board): a shared cache may keep a visitor's for a moment (markPublicRead); the
 * browser asks again every time, sending the ETag it has, and an unchanged answer is then a 304
 * with no body. Errors keep the API's `no-store`.
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
  markPublicRead(request, reply);
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
