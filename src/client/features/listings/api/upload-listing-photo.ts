import type { UploadedImage } from '@/shared/schemas/uploads';
import { ApiError, readServerMessage } from '@/client/lib/request';
import { reportUnauthorized } from '@/client/lib/unauthorized';

/**
 * POST /api/uploads?purpose=listing with one photo in the multipart field `file`. XMLHttpRequest,
 * not fetch: only it reports upload progress. Fails like request() does: an ApiError carrying the
 * server's message, and a 401 ends the session on the client (lib/unauthorized.ts).
 */
export function uploadListingPhoto(
  photo: Blob,
  fileName: string,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads?purpose=listing');
    // Same origin: the session cookie goes along anyway; this keeps it so behind a proxy too.
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          const body = JSON.parse(text) as { files?: UploadedImage[] };
          const file = body.files?.[0];
          if (file) {
            resolve(file);
            return;
          }
        } catch {
          // Falls through to the error below.
        }
        reject(new ApiError(xhr.status, `${xhr.status}: unexpected answer`, null));
        return;
      }
      if (xhr.status === 401) reportUnauthorized();
      reject(
        new ApiError(
          xhr.status,
          `${xhr.status}: ${text || xhr.statusText}`,
          readServerMessage(text),
        ),
      );
    });
    xhr.addEventListener('error', () =>
      reject(new Error('The connection was lost. Please try again.')),
    );
    xhr.addEventListener('abort', () =>
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError')),
    );
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('file', photo, fileName);
    xhr.send(form);
  });
}
