import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROFILE_IMAGE_MAX_BYTES } from '@/shared/constants';
import type { AppDeps } from '@/server/deps';
import { BadRequest } from '@/server/http/errors';
import { imageWork } from '@/server/uploads/image-work';
import { toProfilePicture, type ImageSource } from '@/server/uploads/images';
import { receiveImages } from '@/server/uploads/receive-image';
import { countImageUpload } from '@/server/uploads/upload-limit';

const NOT_A_FILE = 'Send the picture as a file in the form field profileImage';

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
    const [key] = await receiveImages(
      request,
      {
        field: 'profileImage',
        wrongField: NOT_A_FILE,
        maxBytes: PROFILE_IMAGE_MAX_BYTES,
        maxFiles: 1,
        tempDir: config.uploadTempDir,
        tooLarge: 'Please select an image smaller than 10MB',
      },
      { use: (source) => storeProfilePicture(storage, userId, source) },
    );
    if (!key) throw new BadRequest(NOT_A_FILE);
    return key;
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
