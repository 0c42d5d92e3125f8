import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { COMPRESSED_IMAGE_MAX_BYTES } from '@/shared/constants';

/**
 * Multipart bodies for the routes of this plugin scope only: the plugin's hooks (two async hooks
 * and a listener per request) would otherwise run on every request the server answers, the feed's
 * included. Each upload route sets its own (lower) file limits; these bound any multipart body.
 * Fields are not used by any route, and busboy keeps them in memory: a small field size.
 */
export async function acceptFiles(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: COMPRESSED_IMAGE_MAX_BYTES, files: 8, fields: 10, fieldSize: 1024 },
  });
}
