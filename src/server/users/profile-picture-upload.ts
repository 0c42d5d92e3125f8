import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROFILE_IMAGE_MAX_BYTES } from '@/shared/constants';
import type { AppDeps } from '@/server/deps';
import { BadRequest, HttpError } from '@/server/http/errors';
import { imageWork } from '@/server/uploads/image-work';
import { toProfilePicture, type ImageSource } from '@/server/uploads/images';
import { withTempFile } from '@/server/uploads/temp-files';
import { countImageUpload } from '@/server/uploads/upload-limit';

const TOO_LARGE = 'Please select an image smaller than 10MB';

type PictureDeps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

/**
 * The new picture, stored; returns its storage key. It is an uploaded file (received into a
 * temporary file, the allowance charged before it is read), or an image this server already
 * stored for this user.
 */
export async function receiveProfilePicture(
  { db, storage, config }: PictureDeps,
  request: FastifyRequest,
  userId: string,
): Promise<string> {
  await countImageUpload(db, userId, config.uploadRateLimit);
  if (request.isMultipart()) {
    try {
      const file = await request.file({
        limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1 },
      });
      if (!file || file.fieldname !== 'profileImage') {
        throw new BadRequest('Send the picture as a file in the form field profileImage');
      }
      return await withTempFile(file.file, config.uploadTempDir, async (source) => {
        if (file.file.truncated) throw new HttpError(413, TOO_LARGE);
        return storeProfilePicture(storage, userId, source);
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, TOO_LARGE);
      }
      // A truncated or malformed form: the client's doing, not ours.
      throw new BadRequest('The upload could not be read. Please try again.');
    }
  }
  const body = z.object({ profileImageUrl: z.string().max(2048) }).safeParse(request.body);
  if (!body.success) throw new BadRequest('Send a profileImage file or a profileImageUrl');
  const key = storage.keyFor(body.data.profileImageUrl);
  const ours = key && (key.startsWith(`profiles/${userId}/`) || key.startsWith(`${userId}/`));
  const data = ours ? await storage.get(key) : null;
  if (!data) throw new BadRequest('profileImageUrl must be an image you uploaded to Rotation');
  return storeProfilePicture(storage, userId, data);
}

async function storeProfilePicture(
  storage: PictureDeps['storage'],
  userId: string,
  source: ImageSource,
): Promise<string> {
  const picture = await imageWork(() => toProfilePicture(source));
  const key = `profiles/${userId}/profile-${Date.now()}.png`;
  await storage.put(key, picture, 'image/png');
  return key;
}
