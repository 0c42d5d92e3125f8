import { limitPerMinute } from '@/server/http/rate-limit';
import type { Database } from '@/server/db/client';

/**
 * Counts one image against the uploader's per-minute allowance (UPLOAD_RATE_LIMIT), shared by all
 * instances. Image processing is the most expensive thing the server does; one person must not
 * be able to keep every core busy.
 */
export function countImageUpload(db: Database, userId: string, max: number): Promise<void> {
  return limitPerMinute(db, `uploads:${userId}`, max, 'uploading images');
}
