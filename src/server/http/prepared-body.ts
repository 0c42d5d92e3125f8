import { compressText } from './compression';
import { weakEtag } from './etag';

/**
 * Brotli quality 5: on a 43 kB feed page it takes 1-2 ms and ends within 2% of quality 7's
 * size, while 9 to 11 take 120-320 ms (docs/performance.md, The feed: what was learned).
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

/** Both encodings side by side, once per cache fill, and the ETag of the text. */
export async function prepareBody(body: string): Promise<PreparedBody> {
  const identity = Buffer.from(body);
  const [gzipped, brotli] = await Promise.all([
    compressText(identity, 'gzip', BROTLI_QUALITY),
    compressText(identity, 'br', BROTLI_QUALITY),
  ]);
  return { identity, gzip: gzipped, br: brotli, etag: weakEtag(identity) };
}
