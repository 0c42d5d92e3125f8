import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { COMPRESSED_IMAGE_MAX_BYTES } from '@/shared/constants';
import { settleUnreadBody } from './unread-body';

const MAX_FILES = 8;

/**
 * The largest body an upload route can take: the most files a form may carry at the largest
 * size, and room for the form around them. What a refused upload still sends is read up to this.
 */
export const UPLOAD_BODY_MAX_BYTES = MAX_FILES * COMPRESSED_IMAGE_MAX_BYTES + 1024 * 1024;

/**
 * Multipart bodies for the routes of this plugin scope only: the plugin's hooks (two async hooks
 * and a listener per request) would otherwise run on every request the server answers, the feed's
 * included. Each upload route sets its own (lower) file limits; these bound any multipart body.
 * Fields are not used by any route, and busboy keeps them in memory: a small field size.
 *
 * Every answer of the scope that comes before its body has arrived (a refusal) waits as
 * unread-body.ts says, so its client reads it instead of a reset connection.
 */
export async function acceptFiles(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: COMPRESSED_IMAGE_MAX_BYTES, files: MAX_FILES, fields: 10, fieldSize: 1024 },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    await settleUnreadBody(request, reply, UPLOAD_BODY_MAX_BYTES);
    return payload;
  });
}
