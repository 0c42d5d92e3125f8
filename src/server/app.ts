import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { createIdentity, type Identity } from './auth/identity';
import { registerIdentity, type AuthGuards } from './auth/plugin';
import { authRoutes } from './auth/routes';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { registerHealthRoutes } from './http/health';
import { ResponseCache } from './http/response-cache';
import { registerSecurityHeaders } from './http/security';
import { registerStaticFiles } from './http/static-files';
import { listingRoutes } from './listings/routes';
import { DevOutboxMailer, SmtpMailer, type Mailer } from './mail/mailer';
import { devRoutes } from './mail/dev-routes';
import { profileRoutes } from './auth/profile-routes';
import { uploadRoutes } from './uploads/routes';
import { scheduleUploadSweep } from './uploads/sweep-schedule';
import { LocalDiskStorage } from './storage/local-disk';
import { S3Storage } from './storage/s3';
import type { Storage } from './storage/storage';
import { userRoutes } from './users/routes';
import { wtbRoutes } from './wtb/routes';
import { LiveHub } from './live/hub';
import { liveRoutes } from './live/routes';
import { messagingRoutes } from './messaging/routes';

export type AppDeps = {
  config: Config;
  db: Database;
  storage: Storage;
  /** Short-lived cache of hot public feed pages; see ResponseCache. */
  feedCache: ResponseCache;
  identity: Identity;
  guards: AuthGuards;
  mailer: Mailer;
};

export type AppOptions = { config: Config; db: Database; storage?: Storage; mailer?: Mailer };

/** Origins whose browsers may write: the public URL, and the Vite dev server in development. */
export function trustedOrigins(config: Config): string[] {
  return config.nodeEnv === 'development'
    ? [config.publicUrl, 'http://localhost:5173', 'http://127.0.0.1:5173']
    : [config.publicUrl];
}

/** The whole HTTP surface. main.ts and the tests build it the same way. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Behind a load balancer the client address comes from X-Forwarded-For, read from the
    // right and only past the proxies TRUST_PROXY names.
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer =
    options.mailer ??
    (config.smtpUrl
      ? new SmtpMailer(config.smtpUrl, config.mailFrom)
      : new DevOutboxMailer((line) => app.log.info(line)));
  const identity = createIdentity({
    config,
    db,
    mailer,
    secret: await resolveAuthSecret(config.authSecret, config.dataDir),
    trustedOrigins: trustedOrigins(config),
  });

  await registerSecurityHeaders(
    app,
    config.publicUrl,
    // Image hosts: the S3 bucket or CDN, and Discord's CDN for the avatars of Discord users.
    [config.s3?.publicUrl, config.discord?.cdnUrl]
      .filter((url): url is string => url !== undefined)
      .map((url) => new URL(url).origin),
  );
  registerErrorHandler(app);
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 8, fields: 10 } });
  const guards = registerIdentity(app, { identity, db, trustedOrigins: trustedOrigins(config) });

  const deps: AppDeps = {
    config,
    db,
    storage:
      options.storage ??
      (config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.uploadsDir)),
    feedCache: new ResponseCache(config.feedCacheMs),
    identity,
    guards,
    mailer,
  };

  await app.register(listingRoutes, deps);
  await app.register(wtbRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(profileRoutes, deps);
  await app.register(uploadRoutes, deps);
  scheduleUploadSweep(app, deps);
  await app.register(messagingRoutes, deps);
  const hub = new LiveHub(db, app.log);
  await hub.start();
  // Before the server waits for open connections to end: live streams never end on their own.
  app.addHook('preClose', async () => hub.stop());
  registerHealthRoutes(app, { db, liveStreams: () => hub.connectionCount });
  await app.register(liveRoutes, { ...deps, hub });
  if (config.nodeEnv !== 'production' && mailer instanceof DevOutboxMailer) {
    await app.register(devRoutes, { outbox: mailer });
  }

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
