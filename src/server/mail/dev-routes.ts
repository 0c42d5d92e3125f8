import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { DevOutboxMailer } from './mailer';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Only for someone on this machine: the outbox holds password-reset and verification links, so a
 * development server reachable through a reverse proxy must not hand them to the world.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return forwarded === undefined && LOOPBACK.has(request.socket.remoteAddress ?? '');
}

/** GET /api/dev/outbox: the mail the server would have sent, newest first. Never in production. */
export const devRoutes: FastifyPluginAsync<{ outbox: DevOutboxMailer }> = async (
  app,
  { outbox },
) => {
  app.get('/api/dev/outbox', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    return outbox.sent;
  });
};
