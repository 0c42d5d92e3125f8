import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationsQuerySchema,
  createConversationSchema,
  markReadSchema,
  messagesQuerySchema,
  sendMessageSchema,
} from '@/shared/schemas/chat';
import { uuidParam } from '@/shared/schemas/fields';
import type { AppDeps } from '@/server/deps';
import { signedInUser } from '@/server/auth/plugin';
import { CHAT_IMAGE_FILE } from './chat-images';
import * as commands from './commands';

const params = z.object({ id: uuidParam });
const imageParams = z.object({
  conversationId: uuidParam,
  file: z.string().regex(CHAT_IMAGE_FILE, 'file must name a chat image of this conversation'),
});
/** How long a browser may reuse a chat image (or, with S3, the redirect to its presigned link). */
const IMAGE_CACHE = 'private, max-age=3600';
const REDIRECT_CACHE = 'private, max-age=60';

/** SPEC.md §7 conversations and messages. Every route is for the two participants only. */
export const messagingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, guards } = deps;
  const onRequest = guards.requireUser;

  app.get(
    '/api/conversations',
    { onRequest, schema: { querystring: conversationsQuerySchema } },
    async (request) => commands.conversationsOf(db, signedInUser(request).id, request.query),
  );

  app.post(
    '/api/conversations',
    { onRequest, schema: { body: createConversationSchema } },
    async (request, reply) => {
      const { conversation, created } = await commands.startConversation(
        db,
        signedInUser(request).id,
        request.body,
      );
      // A second start for the same pair and subject returns the existing conversation.
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/api/conversations/:id/messages',
    { onRequest, schema: { params, querystring: messagesQuerySchema } },
    async (request) =>
      commands.messagesOf(db, signedInUser(request).id, request.params.id, request.query),
  );

  // A chat image's URL is `/api/{storage key}`: see storage.ts, private keys.
  app.get(
    '/api/chatimages/:conversationId/:file',
    { onRequest, schema: { params: imageParams } },
    async (request, reply) => {
      const { conversationId, file } = request.params;
      const image = await commands.chatImageFor(
        deps,
        signedInUser(request).id,
        conversationId,
        file,
      );
      // Only the participant's own browser may keep it; no shared cache.
      if ('redirectTo' in image) {
        return reply.header('Cache-Control', REDIRECT_CACHE).redirect(image.redirectTo, 302);
      }
      return reply.header('Cache-Control', IMAGE_CACHE).type('image/webp').send(image.data);
    },
  );

  app.post(
    '/api/conversations/:id/mark-read',
    { onRequest, schema: { params, body: markReadSchema } },
    async (request) =>
      commands.markRead(
        db,
        signedInUser(request).id,
        request.params.id,
        request.body?.lastMessageId,
      ),
  );

  app.delete(
    '/api/conversations/:id/empty',
    { onRequest, schema: { params } },
    async (request, reply) => {
      await commands.deleteEmptyConversation(db, signedInUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/messages',
    { onRequest, schema: { body: sendMessageSchema } },
    async (request, reply) => {
      const message = await commands.sendMessage(
        { db, storage: deps.storage, messageRateLimit: deps.config.messageRateLimit },
        signedInUser(request).id,
        request.body,
      );
      return reply.status(201).send(message);
    },
  );
};
