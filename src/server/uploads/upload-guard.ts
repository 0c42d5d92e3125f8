import type { FastifyReply } from 'fastify';
import { HttpError, TooManyRequests } from '@/server/http/errors';
import type { UploadSlots } from './upload-slots';

/** How long a client is asked to wait when this instance is busy with other people's uploads. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Every image upload (listing and chat photos, profile pictures) runs `work` through here, before
 * a byte of its body is read: past the person's or the instance's concurrent uploads it is
 * refused at once (429 or 503 with Retry-After), so a burst of uploads never piles up files in
 * flight or image work in the queue. What the refused client still sends is read and dropped
 * before or after the answer (unread-body.ts, through the upload routes' onSend hook).
 */
export async function guardUpload<T>(
  slots: UploadSlots,
  userId: string,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  const slot = slots.take(userId);
  try {
    if ('refused' in slot) {
      if (slot.refused === 'user') {
        throw new TooManyRequests(
          `You already have ${slots.limits.perUser} uploads in progress. Please wait for one to finish and try again.`,
        );
      }
      reply.header('retry-after', String(BUSY_RETRY_AFTER_SECONDS));
      throw new HttpError(
        503,
        `The server is busy with other uploads. Please try again in ${BUSY_RETRY_AFTER_SECONDS} seconds.`,
      );
    }
    return await work();
  } finally {
    if ('release' in slot) slot.release();
  }
}
