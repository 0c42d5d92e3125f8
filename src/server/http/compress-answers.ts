import type { FastifyInstance, FastifyReply } from 'fastify';
import { compressText } from './compression';
import { addVary, preferredEncoding } from './send-body';

/** Shorter answers go as they are: compressing them saves less than it costs. */
export const MIN_BYTES = 1024;

/** Quality 4: a 10 kB answer in about 0.1 ms, to a fifth of its size. */
const BROTLI_QUALITY = 4;

/** The answers made as text for each request: the API's JSON and the pages' HTML heads. */
const COMPRESSIBLE = /^(application\/json|text\/html)\b/;

/**
 * Whether the answer has chosen its encoding itself: the feed's cached first pages (compressed
 * once) and the sitemaps do; they say so with `Content-Encoding` or `Vary: Accept-Encoding`.
 */
function encodingChosen(reply: FastifyReply): boolean {
  if (reply.hasHeader('content-encoding')) return true;
  return variesByEncoding(reply.getHeader('vary'));
}

/** Whether a `Vary` header names Accept-Encoding: the answer negotiated its encoding itself. */
export function variesByEncoding(vary: unknown): boolean {
  return /accept-encoding/i.test(String(vary ?? ''));
}

/**
 * Text answers of 1 kB or more (JSON: the WTB board, a listing, a profile, a conversation; the
 * pages' HTML with their heads) in brotli or gzip as Accept-Encoding asks: a phone downloads a
 * fifth of the bytes. An onSend hook on the root, so it runs before a route's own (the ETag is
 * then made from the bytes sent).
 */
export function registerAnswerCompression(app: FastifyInstance): void {
  // A callback, not an async function: most answers pass through untouched, without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Text, or bytes already made.
    const answer = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : null;
    if (answer === null || answer.length < MIN_BYTES) return done(null, payload);
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) {
      return done(null, payload);
    }
    if (encodingChosen(reply)) return done(null, payload);
    addVary(reply, 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return done(null, payload);
    reply.header('Content-Encoding', encoding);
    compressText(answer, encoding, BROTLI_QUALITY).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
}
