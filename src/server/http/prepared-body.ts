import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { weakEtag } from './etag';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

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

/** Compresses on libuv's thread pool (the async zlib calls), so requests keep being served. */
export async function prepareBody(text: string): Promise<PreparedBody> {
  const identity = Buffer.from(text);
  const [gzipped, brotli] = await Promise.all([
    gzip(identity),
    brotliCompress(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { identity, gzip: gzipped, br: brotli, etag: weakEtag(identity) };
}
