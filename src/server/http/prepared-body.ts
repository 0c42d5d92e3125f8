import { compressText } from './compression';
import { weakEtag } from './etag';

/**
 * Brotli quality 5: on a 43 kB feed page it takes 1-2 ms and ends within 2% of quality 7's
 * size, while 9 to 11 take 120-320 ms (docs/performance.md, Response cache).
 */
const BROTLI_QUALITY = 5;

/** A body ready to send as it is, compressed, or revalidated, made once and sent many times. */
export type PreparedBody = {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Weak: the three forms are the same JSON, so they share it. */
  etag: string;
};

/**
 * JSON as UTF-8 bytes whose ETag is known without hashing them: a feed page's is made from its
 * listings' versions (page-json.ts, fingerprint), a few bytes where the JSON has tens of
 * thousands. Bytes, not a string: a page is joined from its listings' bytes outside the
 * JavaScript heap and sent as it is, with no string to encode or collect.
 */
export type JsonBytes = { bytes: Buffer; etag: string };

/** Both encodings side by side, once per cache fill; the ETag JsonBytes bring, else the bytes'. */
export async function prepareBody(body: string | JsonBytes): Promise<PreparedBody> {
  const identity = typeof body === 'string' ? Buffer.from(body) : body.bytes;
  const [gzipped, brotli] = await Promise.all([
    compressText(identity, 'gzip', BROTLI_QUALITY),
    compressText(identity, 'br', BROTLI_QUALITY),
  ]);
  const etag = typeof body === 'string' ? weakEtag(identity) : body.etag;
  return { identity, gzip: gzipped, br: brotli, etag };
}
