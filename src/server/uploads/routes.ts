import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadQuerySchema, uploadResultSchema } from '@/shared/schemas/uploads';
import type { AppDeps } from '@/server/deps';
import { signedInUser } from '@/server/auth/plugin';
import { errorResponses } from '@/server/http/api-schemas';
import { BadRequest } from '@/server/http/errors';
import { acceptFiles } from './accept-files';
import { receiveImages } from './receive-image';
import { storeUploads, uploadRefusals, uploadTarget } from './service';
import { removeStaleTempFiles } from './temp-files';
import { guardUpload } from './upload-guard';

/** POST /api/uploads: the server, not the browser, decides what an image is and how it is stored. */
export const uploadRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'storage' | 'guards' | 'config' | 'uploadSlots'>
> = async (app, deps) => {
  const { guards, config, uploadSlots } = deps;
  app.addHook('onReady', () => removeStaleTempFiles(config.uploadTempDir));
  await acceptFiles(app);

  app.post(
    '/api/uploads',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'uploadPhoto',
        summary: 'Upload a photo for a listing, a profile or a message',
        querystring: uploadQuerySchema,
        response: { 201: uploadResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const target = await uploadTarget(deps, user.id, request.query);
      if (!request.isMultipart())
        throw new BadRequest('Send the images as multipart form data in fields named file');
      const receiveOptions = {
        field: 'file',
        wrongField: 'Send each image in a field named file',
        maxBytes: target.maxBytes,
        maxFiles: target.maxFiles,
        tempDir: config.uploadTempDir,
        ...uploadRefusals(target),
      };
      const files = await guardUpload(uploadSlots, user.id, reply, () =>
        storeUploads(deps, user.id, target, (steps) =>
          receiveImages(request, receiveOptions, steps),
        ),
      );
      if (files.length === 0)
        throw new BadRequest('No image received: send files in fields named file');
      return reply.status(201).send({ files });
    },
  );
};
