import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_IMAGE_MAX_BYTES,
  COMPRESSED_IMAGE_MAX_BYTES,
  MAX_IMAGES_PER_LISTING,
  PROFILE_IMAGE_MAX_BYTES,
} from '@/shared/constants';
import type { AppDeps } from '@/server/deps';
import { signedInUser } from '@/server/auth/plugin';
import { BadRequest, HttpError } from '@/server/http/errors';
import { requireParticipant } from '@/server/messaging/commands';
import { toProfilePicture } from './images';
import { newImageKey, thumbnailKeyFor } from './keys';
import { imageWork } from './image-work';
import { removeStaleTempFiles, withTempFile } from './temp-files';
import { guardUpload } from './upload-guard';
import { countImageUpload } from './upload-limit';
import { processPhoto } from './listing-photos';

const megabytes = (bytes: number) => `${bytes / 1024 / 1024}MB`;

const PURPOSES = {
  listing: { maxBytes: COMPRESSED_IMAGE_MAX_BYTES, maxFiles: MAX_IMAGES_PER_LISTING },
  chat: { maxBytes: CHAT_IMAGE_MAX_BYTES, maxFiles: 1 },
  profile: { maxBytes: PROFILE_IMAGE_MAX_BYTES, maxFiles: 1 },
} as const;

const query = z.object({
  purpose: z.enum(['listing', 'chat', 'profile'], {
    error: 'purpose must be listing, chat or profile',
  }),
  conversationId: z.uuid({ error: 'conversationId must be a conversation id' }).optional(),
});

type Uploaded = { url: string; width: number; height: number };

/** POST /api/uploads: the server, not the browser, decides what an image is and how it is stored. */
export const uploadRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, storage, guards, config, uploadSlots },
) => {
  app.addHook('onReady', () => removeStaleTempFiles(config.uploadTempDir));

  app.post(
    '/api/uploads',
    { onRequest: guards.requireUser, schema: { querystring: query } },
    async (request, reply) => {
      const user = signedInUser(request);
      const { purpose, conversationId } = request.query;
      const rule = PURPOSES[purpose];

      let prefix = user.id;
      if (purpose === 'profile') prefix = `profiles/${user.id}`;
      if (purpose === 'chat') {
        if (!conversationId)
          throw new BadRequest('Chat images need the conversationId they belong to');
        // Not a participant: 404, so the conversation's existence is not confirmed.
        await requireParticipant(db, user.id, conversationId);
        prefix = `chatimages/${conversationId}`;
      }
      if (!request.isMultipart())
        throw new BadRequest('Send the images as multipart form data in fields named file');

      const files = await guardUpload(uploadSlots, user.id, request, reply, async () => {
        const written: string[] = [];
        const stored: Uploaded[] = [];
        try {
          const parts = request.files({
            limits: { fileSize: rule.maxBytes, files: rule.maxFiles },
          });
          for await (const part of parts) {
            stored.push(await storeOne(part, user.id, purpose, prefix, written));
          }
        } catch (error) {
          // All or nothing: a refused file takes the ones stored before it with it.
          await Promise.all(written.map((key) => storage.delete(key)));
          if (error instanceof HttpError) throw error;
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rule.maxBytes);
          if (code === 'FST_FILES_LIMIT') {
            throw new HttpError(
              413,
              `At most ${rule.maxFiles} image${rule.maxFiles > 1 ? 's' : ''} per upload`,
            );
          }
          throw new BadRequest('The upload could not be read. Please try again.');
        }
        return stored;
      });
      if (files.length === 0)
        throw new BadRequest('No image received: send files in fields named file');
      return reply.status(201).send({ files });
    },
  );

  function tooLarge(maxBytes: number) {
    return new HttpError(413, `Each image must be at most ${megabytes(maxBytes)}`);
  }

  async function storeOne(
    part: MultipartFile,
    userId: string,
    purpose: keyof typeof PURPOSES,
    prefix: string,
    written: string[],
  ) {
    if (part.fieldname !== 'file') throw new BadRequest('Send each image in a field named file');
    // Charged before the file is read: past the allowance, its bytes are never received.
    await countImageUpload(db, userId, config.uploadRateLimit);
    return withTempFile(part.file, config.uploadTempDir, async (file) => {
      if (part.file.truncated) throw tooLarge(PURPOSES[purpose].maxBytes);
      if (purpose === 'profile') {
        const png = await imageWork(() => toProfilePicture(file));
        const key = newImageKey(prefix, 'png');
        await storage.put(key, png, 'image/png');
        written.push(key);
        return { url: storage.urlFor(key), width: 400, height: 400 };
      }
      const photo = await imageWork(() => processPhoto(file));
      const key = newImageKey(prefix, 'webp');
      await storage.put(key, photo.display.data, 'image/webp');
      written.push(key);
      await storage.put(thumbnailKeyFor(key), photo.thumbnail.data, 'image/webp');
      written.push(thumbnailKeyFor(key));
      return {
        url: storage.urlFor(key),
        width: photo.display.width,
        height: photo.display.height,
      };
    });
  }
};
