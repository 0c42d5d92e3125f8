import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { preferredEncoding } from './send-body';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

/** Shorter answers go as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024;

/** Quality 4: a 10 kB answer in about 0.1 ms, to a fifth of its size (on libuv's thread pool). */
const BROTLI_QUALITY = 4;

/**
 * Whether the answer has chosen its encoding itself: the feed and the page heads negotiate their
 * own (cached bodies compressed once; the uncached feed pages sent as they are, docs/performance.md)
 * and say so with `Vary: Accept-Encoding`.
 */
function encodingChosen(reply: FastifyReply): boolean {
  if (reply.hasHeader('content-encoding')) return true;
  return /accept-encoding/i.test(String(reply.getHeader('vary') ?? ''));
}

/**
 * JSON answers of 1 kB or more in brotli or gzip as Accept-Encoding asks (the WTB board, a
 * listing, a profile, a conversation): a phone downloads a fifth of the bytes. An onSend hook on
 * the root, so it runs before a route's own (the ETag is then made from the bytes sent).
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < MIN_BYTES) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    if (encodingChosen(reply)) return payload;
    reply.header('Vary', 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    reply.header('Content-Encoding', encoding);
    if (encoding === 'gzip') return gzip(payload);
    return brotliCompress(payload, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
      },
    });
  });
}
