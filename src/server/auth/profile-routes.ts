import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_IMAGE_MAX_BYTES } from '@/shared/constants';
import type { AppDeps } from '@/server/deps';
import { BadRequest, HttpError } from '@/server/http/errors';
import { imageWork } from '@/server/uploads/image-work';
import { countImageUpload } from '@/server/uploads/upload-limit';
import { toProfilePicture, type ImageSource } from '@/server/uploads/images';
import { withTempFile } from '@/server/uploads/temp-files';
import { guardUpload } from '@/server/uploads/upload-guard';
import { discordFields, fetchDiscordProfile } from './discord-sync';
import { signedInUser } from './plugin';
import { findUserById, toAuthUser, updateUser } from './users-repository';

const NOT_DISCORD = 'Only accounts that sign in with Discord can do this';
const TOO_LARGE = 'Please select an image smaller than 10MB';

/** Profile picture and Discord profile routes of SPEC.md §7. */
export const profileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, storage, guards, config, uploadSlots } = deps;

  /**
   * The new picture, stored: an uploaded file (received into a temporary file, the allowance
   * charged before it is read), or an image this server already stored for this user.
   */
  async function storePicture(
    request: Parameters<typeof signedInUser>[0],
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
          return storeProfilePicture(userId, source);
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
    return storeProfilePicture(userId, data);
  }

  async function storeProfilePicture(userId: string, source: ImageSource): Promise<string> {
    const picture = await imageWork(() => toProfilePicture(source));
    const key = `profiles/${userId}/profile-${Date.now()}.png`;
    await storage.put(key, picture, 'image/png');
    return key;
  }

  app.post(
    '/api/auth/user/profile-image',
    { onRequest: guards.requireUser },
    async (request, reply) => {
      const user = signedInUser(request);
      // The same guard as POST /api/uploads: concurrent uploads per person and per instance.
      const key = await guardUpload(uploadSlots, user.id, request, reply, () =>
        storePicture(request, user.id),
      );
      const updated = await updateUser(db, user.id, { profileImageUrl: storage.urlFor(key) });
      // The previous picture goes once the new one is in place; a Discord avatar URL is not ours.
      const previousKey = user.profileImageUrl ? storage.keyFor(user.profileImageUrl) : null;
      if (previousKey?.startsWith(`profiles/${user.id}/`)) await storage.delete(previousKey);
      return { profileImageUrl: updated!.profileImageUrl, user: toAuthUser(updated!) };
    },
  );

  // The client's copy of the Discord profile is not trusted: the server asks Discord itself.
  app.post('/api/auth/sync-discord', { onRequest: guards.requireUser }, async (request) => {
    const user = signedInUser(request);
    if (user.authProvider !== 'discord') throw new HttpError(403, NOT_DISCORD);
    const profile = await fetchDiscordProfile(db, config, user.id);
    if (!profile) return user;
    const fields = discordFields(config, profile);
    // A picture the user uploaded here wins over their Discord avatar.
    const keepOwnPicture = user.profileImageUrl && storage.keyFor(user.profileImageUrl);
    const updated = await updateUser(db, user.id, {
      discordId: fields.discordId,
      discordUsername: fields.discordUsername,
      ...(keepOwnPicture ? {} : { profileImageUrl: fields.profileImageUrl }),
    });
    return toAuthUser(updated!);
  });

  app.post(
    '/api/auth/refresh-discord-avatar',
    { onRequest: guards.requireUser },
    async (request) => {
      const user = signedInUser(request);
      if (user.authProvider !== 'discord') throw new HttpError(403, NOT_DISCORD);
      const profile = await fetchDiscordProfile(db, config, user.id);
      if (!profile) throw new HttpError(502, 'Discord did not answer. Please try again later.');
      const { profileImageUrl } = discordFields(config, profile);
      if (profileImageUrl === user.profileImageUrl) return { updated: false, user };
      const updated = await updateUser(db, user.id, { profileImageUrl });
      return { updated: true, user: toAuthUser(updated ?? (await findUserById(db, user.id))!) };
    },
  );
};
