import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingPageSchema } from '@/shared/schemas/listing';
import { userListingsQuerySchema } from '@/shared/schemas/listing-filters';
import { pageQuerySchema } from '@/shared/schemas/pagination';
import {
  authUserSchema,
  discordAvatarRefreshSchema,
  profileImageResponseSchema,
  publicUserSchema,
  usernameChangeResponseSchema,
  usernameChangeSchema,
} from '@/shared/schemas/user';
import { wtbPageSchema } from '@/shared/schemas/wtb';
import { signedInUser } from '@/server/auth/plugin';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { revalidateEveryTime } from '@/server/http/etag';
import { acceptFiles } from '@/server/uploads/accept-files';
import { guardUpload } from '@/server/uploads/upload-guard';
import { receiveProfilePicture } from './profile-picture-upload';
import * as profiles from './profile-service';
import * as service from './service';

const params = z.object({ username: z.string().max(100) });

type UserDeps = Pick<AppDeps, 'db' | 'guards' | 'storage' | 'config' | 'uploadSlots'>;

/** Public profiles, and the signed-in user's own username, picture and Discord profile. */
export const userRoutes: FastifyPluginAsyncZod<UserDeps> = async (app, deps) => {
  const { db, guards, storage, config, uploadSlots } = deps;

  app.get(
    '/api/users/:username',
    {
      onSend: revalidateEveryTime,
      schema: {
        operationId: 'getUserProfile',
        summary: "Get a person's public profile",
        params,
        response: { 200: publicUserSchema, ...errorResponses },
      },
    },
    async (request) => service.getPublicProfile(db, request.params.username),
  );

  app.get(
    '/api/users/:username/listings',
    {
      onSend: revalidateEveryTime,
      schema: {
        operationId: 'listUserListings',
        summary: "List a person's listings",
        params,
        querystring: userListingsQuerySchema,
        response: { 200: listingPageSchema, ...errorResponses },
      },
    },
    async (request) => profiles.listingsOf(db, request.params.username, request.query),
  );

  app.get(
    '/api/users/:username/wtb-listings',
    {
      onSend: revalidateEveryTime,
      schema: {
        operationId: 'listUserWtbListings',
        summary: "List a person's want-to-buy requests",
        params,
        querystring: pageQuerySchema,
        response: { 200: wtbPageSchema, ...errorResponses },
      },
    },
    async (request) => profiles.openRequestsOf(db, request.params.username, request.query),
  );

  app.patch(
    '/api/auth/user',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'updateCurrentUser',
        summary: 'Change your username or profile',
        body: usernameChangeSchema,
        response: { 200: usernameChangeResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = await service.changeUsername(db, signedInUser(request), request.body.username);
      return {
        message: 'Username updated successfully!',
        username: user.username,
        username_last_changed: user.usernameLastChanged,
      };
    },
  );

  // The one route here that takes a file: multipart bodies in its own scope (accept-files.ts).
  await app.register(async (withFiles) => {
    await acceptFiles(withFiles);
    withFiles.post(
      '/api/auth/user/profile-image',
      {
        onRequest: guards.requireUser,
        schema: {
          operationId: 'uploadProfileImage',
          summary: 'Upload a new profile picture',
          response: { 200: profileImageResponseSchema, ...errorResponses },
        },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        // The same guard as POST /api/uploads: concurrent uploads per person and per instance.
        const key = await guardUpload(uploadSlots, user.id, reply, () =>
          receiveProfilePicture(deps, request, user.id),
        );
        return service.replaceProfilePicture(db, storage, user, key);
      },
    );
  });

  // The client's copy of the Discord profile is not trusted: the server asks Discord itself.
  app.post(
    '/api/auth/sync-discord',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'syncDiscordProfile',
        summary: 'Update your profile from your Discord account',
        response: { 200: authUserSchema, ...errorResponses },
      },
    },
    async (request) => service.syncDiscordProfile(db, storage, config, signedInUser(request)),
  );

  app.post(
    '/api/auth/refresh-discord-avatar',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'refreshDiscordAvatar',
        summary: 'Fetch your Discord avatar again',
        response: { 200: discordAvatarRefreshSchema, ...errorResponses },
      },
    },
    async (request) => service.refreshDiscordAvatar(db, config, signedInUser(request)),
  );
};
