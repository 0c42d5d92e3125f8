import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@/server/db/client';
import { errorResponses } from './api-schemas';

/** How long readiness waits for the database before it counts as not answering. */
const READY_TIMEOUT_MS = 2000;

const healthSchema = z
  .object({
    ok: z.literal(true),
    liveStreams: z.number().int().nonnegative().describe('Live streams this instance holds open.'),
  })
  .describe('The process answers.');
const readySchema = z
  .object({ ok: z.literal(true) })
  .describe('The database answers: this instance can serve.');

/**
 * For load balancers and dashboards. /api/health is liveness: the process answers (and how many
 * live streams it holds). /api/ready says whether this instance can serve: 503 while its
 * database does not answer, so a balancer sends the traffic elsewhere instead of to errors.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  { db, liveStreams }: { db: Database; liveStreams: () => number },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/health',
    {
      schema: {
        operationId: 'checkLiveness',
        summary: 'Whether this instance is up',
        tags: ['health'],
        response: { 200: healthSchema, ...errorResponses },
      },
    },
    async () => ({ ok: true as const, liveStreams: liveStreams() }),
  );

  routes.get(
    '/api/ready',
    {
      schema: {
        operationId: 'checkReadiness',
        summary: 'Whether this instance can serve (its database answers)',
        tags: ['health'],
        response: { 200: readySchema, ...errorResponses },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(db)) return { ok: true as const };
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ message: 'The database is not answering, so this instance cannot serve yet.' });
    },
  );
}

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const query = db.$client.query('select 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
