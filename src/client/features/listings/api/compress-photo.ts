import imageCompression from 'browser-image-compression';
// The library's own build, served by this site: its worker imports it with importScripts. Left
// alone, the worker would fetch it from a public CDN, which the CSP (script-src 'self') refuses.
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { COMPRESSION_MAX_SIDE_PX, COMPRESSION_TARGET_MB } from '@/shared/constants';
import { isWithinCompressionTarget } from './compression-target';

/** The longest side of a picture the browser can decode, or null when it cannot decode it. */
async function longestSide(file: File): Promise<number | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const side = Math.max(bitmap.width, bitmap.height);
    bitmap.close();
    return side;
  } catch {
    return null;
  }
}

/**
 * docs/product.md, Validation and Limits: each new photo is compressed in the browser to about 1 MB
 * with its longest side at most 1800 px, in a web worker so the dialog stays responsive. The server
 * re-encodes it anyway; this keeps uploads small on a phone's connection.
 *
 * A photo already within both limits is sent as chosen: the library would re-encode it at quality
 * 1.0, find the result bigger than the original and re-encode it up to ten more times at falling
 * quality until it is smaller again, seconds of CPU per photo on a busy phone for a copy no better
 * than the original.
 */
export async function compressPhoto(
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<File> {
  const target = {
    maxBytes: COMPRESSION_TARGET_MB * 1024 * 1024,
    maxSide: COMPRESSION_MAX_SIDE_PX,
  };
  if (
    file.type.startsWith('image/') &&
    isWithinCompressionTarget({ bytes: file.size, longestSide: await longestSide(file) }, target)
  ) {
    signal?.throwIfAborted();
    onProgress?.(100);
    return file;
  }
  return imageCompression(file, {
    maxSizeMB: COMPRESSION_TARGET_MB,
    maxWidthOrHeight: COMPRESSION_MAX_SIDE_PX,
    useWebWorker: true,
    libURL: new URL(compressionLibUrl, window.location.href).href,
    onProgress,
    signal,
  });
}
