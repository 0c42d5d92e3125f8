import type { FastifyPluginAsync } from 'fastify';
import type { DevOutboxMailer } from './mailer';

/** GET /api/dev/outbox: the mail the server would have sent, newest first. Never in production. */
export const devRoutes: FastifyPluginAsync<{ outbox: DevOutboxMailer }> = async (
  app,
  { outbox },
) => {
  app.get('/api/dev/outbox', async () => outbox.sent);
};
