import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/server/http/api-schemas';
import type { DevOutboxMailer } from './mailer';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sentMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  links: z.array(z.string()).describe('Every link in the text, whole (with its token).'),
  sentAt: z.iso.datetime(),
});

/**
 * Only for someone on this machine: the outbox holds password-reset and verification links, so a
 * development server reachable through a reverse proxy must not hand them to the world.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return forwarded === undefined && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** GET /api/dev/outbox: the mail the server would have sent, newest first. Never in production. */
export const devRoutes: FastifyPluginAsyncZod<{ outbox: DevOutboxMailer }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        operationId: 'listDevOutbox',
        summary: 'The mail the server would have sent (development only)',
        description: 'Outside production, when no SMTP server is set, and only from this machine.',
        response: { 200: z.array(sentMailSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!fromThisMachine(request)) return reply.callNotFound();
      return outbox.sent;
    },
  );
};
