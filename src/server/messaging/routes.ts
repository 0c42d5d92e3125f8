import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationPageSchema,
  conversationSchema,
  conversationsQuerySchema,
  createConversationSchema,
  markReadSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  readMarkSchema,
  sendMessageSchema,
} from '@/shared/schemas/chat';
import { uuidParam } from '@/shared/schemas/fields';
import type { AppDeps } from '@/server/deps';
import { errorResponses } from '@/server/http/api-schemas';
import { signedInUser } from '@/server/auth/plugin';
import { CHAT_IMAGE_FILE } from './chat-images';
import * as service from './service';

const params = z.object({ id: uuidParam });
const imageParams = z.object({
  conversationId: uuidParam,
  file: z.string().regex(CHAT_IMAGE_FILE, 'file must name a chat image of this conversation'),
});
const imageBytes = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });
/** How long a browser may reuse a chat image (or, with S3, the redirect to its presigned link). */
const IMAGE_CACHE = 'private, max-age=3600';
const REDIRECT_CACHE = 'private, max-age=60';

/**
 * docs/product.md, API conversations and messages. Every route is for the two participants only.
 */
export const messagingRoutes: FastifyPluginAsyncZod<
  Pick<AppDeps, 'db' | 'storage' | 'config' | 'guards'>
> = async (app, deps) => {
  const { db, guards } = deps;
  const onRequest = guards.requireUser;

  app.get(
    '/api/conversations',
    {
      onRequest,
      schema: {
        operationId: 'listConversations',
        summary: 'List your conversations (the inbox)',
        querystring: conversationsQuerySchema,
        response: { 200: conversationPageSchema, ...errorResponses },
      },
    },
    async (request) => service.conversationsOf(db, signedInUser(request).id, request.query),
  );

  app.post(
    '/api/conversations',
    {
      onRequest,
      schema: {
        operationId: 'startConversation',
        summary: 'Start a conversation about a listing or request',
        body: createConversationSchema,
        response: {
          200: conversationSchema.describe('The conversation that already existed'),
          201: conversationSchema.describe('The conversation, just started'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await service.startConversation(
        db,
        signedInUser(request).id,
        request.body,
        deps.config.quotas.conversationsPerDay,
      );
      // A second start for the same pair and subject returns the existing conversation.
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      onRequest,
      schema: {
        operationId: 'listMessages',
        summary: "List a conversation's messages",
        params,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.messagesOf(db, signedInUser(request).id, request.params.id, request.query),
  );

  // A chat image's URL is `/api/{storage key}`: see storage.ts, private keys.
  app.get(
    '/api/chatimages/:conversationId/:file',
    {
      onRequest,
      schema: {
        operationId: 'getChatImage',
        summary: 'Get an image sent in a conversation',
        params: imageParams,
        response: {
          200: {
            description: 'The image (WebP)',
            content: { 'image/webp': { schema: imageBytes } },
          },
          302: z.null().describe('A short-lived link to the image in object storage (Location)'),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { conversationId, file } = request.params;
      const image = await service.chatImageFor(
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
    {
      onRequest,
      schema: {
        operationId: 'markConversationRead',
        summary: 'Mark a conversation read',
        params,
        body: markReadSchema,
        response: { 200: readMarkSchema, ...errorResponses },
      },
    },
    async (request) =>
      service.markRead(
        db,
        signedInUser(request).id,
        request.params.id,
        request.body?.lastMessageId,
      ),
  );

  app.delete(
    '/api/conversations/:id/empty',
    {
      onRequest,
      schema: {
        operationId: 'deleteEmptyConversation',
        summary: 'Delete a conversation nobody wrote in',
        params,
        response: { 204: z.null().describe('Deleted'), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.deleteEmptyConversation(db, signedInUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/messages',
    {
      onRequest,
      schema: {
        operationId: 'sendMessage',
        summary: 'Send a message',
        body: sendMessageSchema,
        response: { 201: messageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const message = await service.sendMessage(
        { db, storage: deps.storage, messageRateLimit: deps.config.messageRateLimit },
        signedInUser(request).id,
        request.body,
      );
      return reply.status(201).send(message);
    },
  );
};
