import imageCompression from 'browser-image-compression';
// The library's own build, served by this site: its worker imports it with importScripts. Left
// alone, the worker would fetch it from a public CDN, which the CSP (script-src 'self') refuses.
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { COMPRESSION_MAX_SIDE_PX, COMPRESSION_TARGET_MB } from '../../../../shared/constants';

/**
 * SPEC.md §5, §9: each new photo is compressed in the browser to about 1 MB with its longest side
 * at most 1800 px, in a web worker so the dialog stays responsive. The server re-encodes it anyway;
 * this keeps uploads small on a phone's connection.
 */
export function compressPhoto(
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<File> {
  return imageCompression(file, {
    maxSizeMB: COMPRESSION_TARGET_MB,
    maxWidthOrHeight: COMPRESSION_MAX_SIDE_PX,
    useWebWorker: true,
    libURL: new URL(compressionLibUrl, window.location.href).href,
    onProgress,
    signal,
  });
}
