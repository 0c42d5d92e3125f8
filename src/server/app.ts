import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { ResponseCache } from './http/response-cache';
import { registerSecurityHeaders } from './http/security';
import { registerStaticFiles } from './http/static-files';
import { listingRoutes } from './listings/routes';
import { LocalDiskStorage } from './storage/local-disk';
import type { Storage } from './storage/storage';
import { userRoutes } from './users/routes';
import { wtbRoutes } from './wtb/routes';

export type AppDeps = {
  config: Config;
  db: Database;
  storage: Storage;
  /** Short-lived cache of hot public feed pages; see ResponseCache. */
  feedCache: ResponseCache;
};

export type AppOptions = { config: Config; db: Database; storage?: Storage };

/** The whole HTTP surface. main.ts and the tests build it the same way. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: config.nodeEnv === 'production',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    db,
    storage: options.storage ?? new LocalDiskStorage(config.uploadsDir),
    feedCache: new ResponseCache(config.feedCacheMs),
  };

  await registerSecurityHeaders(app, config.publicUrl);
  registerErrorHandler(app);

  app.get('/api/health', async () => ({ ok: true }));
  await app.register(listingRoutes, deps);
  await app.register(wtbRoutes, deps);
  await app.register(userRoutes, deps);

  const hasClient = await registerStaticFiles(app, {
    clientDir: config.clientDir,
    uploadsDir: config.uploadsDir,
  });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !['/api/', '/uploads/', '/assets/'].some((prefix) => request.url.startsWith(prefix));
    // Every non-API path is a client route (the client shows Page Not Found for unknown ones).
    if (isPage && hasClient) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });

  return app;
}
