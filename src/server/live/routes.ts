import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveEventSchema } from '@/shared/schemas/chat';
import type { AppDeps } from '@/server/deps';
import { signedInUser } from '@/server/auth/plugin';
import { errorResponses } from '@/server/http/api-schemas';
import { BadRequest, TooManyRequests } from '@/server/http/errors';
import { LiveConnection } from './connection';
import type { LiveHub } from './hub';

const resumeId = z.coerce
  .number({ error: 'after must be a message id' })
  .int('after must be a message id')
  .min(0, 'after must be a message id');

/**
 * GET /api/live: the signed-in user's Server-Sent Events stream (new messages, read marks).
 * A browser's EventSource resumes with the Last-Event-ID header on its own; a client that opens
 * a new stream after a failure passes `?after=` with the last message id it saw.
 */
export const liveRoutes: FastifyPluginAsyncZod<Pick<AppDeps, 'guards'> & { hub: LiveHub }> = async (
  app,
  { guards, hub },
) => {
  app.get(
    '/api/live',
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'streamLiveEvents',
        summary: 'Stream your new messages and read marks (Server-Sent Events)',
        querystring: z.object({ after: resumeId.optional() }),
        // Described for the API reference only: the stream is written to the raw response, so
        // no serializer ever sees it.
        response: {
          200: {
            description:
              'A Server-Sent Events stream. Each event is named by its `type`; its data is the JSON of the other fields; a message event carries the message id as its SSE id.',
            content: { 'text/event-stream': { schema: liveEventSchema } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const header = request.headers['last-event-id'];
      const resumed = header === undefined ? undefined : resumeId.safeParse(header);
      if (resumed && !resumed.success) throw new BadRequest('Last-Event-ID must be a message id');
      const afterId = resumed?.data ?? request.query.after;
      if (!hub.hasRoomFor(request.ip)) {
        throw new TooManyRequests(
          'Too many live connections are open from your network. Please close some tabs or windows and try again.',
        );
      }
      reply.hijack();
      reply.raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
        // Tells nginx-style proxies not to buffer the stream.
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      });
      reply.raw.flushHeaders();
      // Ask browsers to wait 2 s before their own reconnect after a drop.
      reply.raw.write('retry: 2000\n\n');
      const connection = new LiveConnection(
        user.id,
        request.sessionId!,
        reply.raw,
        hub.onConnectionClosed,
        request.ip,
      );
      // The client may have gone while its session was being checked: its close event has then
      // fired already, and a stream registered now would never be removed.
      if (request.raw.socket.destroyed) {
        connection.close();
        return;
      }
      await hub.open(connection, afterId);
    },
  );
};
