import type { FastifyRequest } from 'fastify';
import { BadRequest, HttpError } from '@/server/http/errors';
import { withTempFile } from './temp-files';

export type ReceiveOptions = {
  /** The form field every file must come in; `wrongField` answers any other (400). */
  field: string;
  wrongField: string;
  maxBytes: number;
  maxFiles: number;
  /** Where files are received (see temp-files.ts). */
  tempDir: string;
  /** The 413 message for a file over `maxBytes`. */
  tooLarge: string;
  /** The 413 message for more than `maxFiles` files; without it, such a form is a 400. */
  tooMany?: string;
};

export type ReceiveSteps<T> = {
  /** Runs before a file's bytes are read, e.g. to charge an allowance. */
  beforeRead?: () => Promise<void>;
  /** Takes the received file's temporary path; the file is removed when it returns. */
  use: (filePath: string) => Promise<T>;
};

/**
 * Receives the multipart request's image files one at a time, each into a temporary file (not
 * memory), and hands each to `steps.use`. A file cut off at `maxBytes` is a 413, as are too many
 * files when `tooMany` is given; any other fault of the form (truncated, malformed) is a 400,
 * since only the client causes it. Errors with a status pass through unchanged.
 */
export async function receiveImages<T>(
  request: FastifyRequest,
  options: ReceiveOptions,
  steps: ReceiveSteps<T>,
): Promise<T[]> {
  const received: T[] = [];
  try {
    const parts = request.files({
      limits: { fileSize: options.maxBytes, files: options.maxFiles },
    });
    for await (const part of parts) {
      if (part.fieldname !== options.field) throw new BadRequest(options.wrongField);
      await steps.beforeRead?.();
      const result = await withTempFile(part.file, options.tempDir, async (filePath) => {
        if (part.file.truncated) throw new HttpError(413, options.tooLarge);
        return steps.use(filePath);
      });
      received.push(result);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, options.tooLarge);
    if (code === 'FST_FILES_LIMIT' && options.tooMany) throw new HttpError(413, options.tooMany);
    throw new BadRequest('The upload could not be read. Please try again.');
  }
  return received;
}
