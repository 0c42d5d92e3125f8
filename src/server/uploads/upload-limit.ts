import { consumeRateLimit } from '../auth/rate-limit';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';

/**
 * Counts one image against the uploader's per-minute allowance (UPLOAD_RATE_LIMIT), shared by all
 * instances. Image processing is the most expensive thing the server does; one person must not
 * be able to keep every core busy.
 */
export async function countImageUpload(db: Database, userId: string, max: number): Promise<void> {
  const limit = await consumeRateLimit(db, `uploads:${userId}`, { windowSeconds: 60, max });
  if (!limit.allowed) {
    throw new HttpError(
      429,
      `You are uploading images too quickly. Please wait ${limit.retryAfterSeconds} seconds and try again.`,
    );
  }
}
