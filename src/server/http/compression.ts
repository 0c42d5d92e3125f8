import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

/**
 * A text body (JSON, HTML) in brotli or gzip, on libuv's thread pool (the async zlib calls), so
 * requests keep being served meanwhile. Brotli in text mode, told the size to expect.
 */
export function compressText(
  body: string | Buffer,
  encoding: 'br' | 'gzip',
  brotliQuality: number,
): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body);
  return brotliCompress(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  });
}
