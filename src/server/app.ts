import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createIdentity } from './auth/identity';
import { registerIdentity } from './auth/plugin';
import { authRoutes } from './auth/routes';
import { blockRoutes } from './blocks/routes';
import { brandRoutes } from './brands/routes';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerApiDocs } from './http/api-docs';
import { registerErrorHandler } from './http/error-handler';
import { registerHealthRoutes } from './http/health';
import { ResponseCache } from './http/response-cache';
import { invalidateFeedCacheOnChange } from './listings/feed-cache-invalidation';
import { requestLogSerializers } from './http/log-redaction';
import { registerSecurityHeaders } from './http/security';
import { registerAnswerCompression } from './http/compress-answers';
import { registerStaticFiles } from './http/static-files';
import { registerHomePreload } from './http/home-preload';
import { listingReactions } from './listings/listing-events';
import { listingChangeRoutes } from './listings/change-routes';
import { listingReadRoutes } from './listings/read-routes';
import { favouriteRoutes } from './favourites/routes';
import { DevOutboxMailer, SmtpMailer, type Mailer } from './mail/mailer';
import { BackgroundMailer } from './mail/background';
import { devRoutes } from './mail/dev-routes';
import { startEmailJobs, type EmailJobTimings } from './email-notifications/jobs';
import { emailNotificationRoutes } from './email-notifications/routes';
import { Jobs, type QueueTimings } from './jobs/queue';
import { uploadRoutes } from './uploads/routes';
import { scheduleUploadSweep } from './uploads/sweep-schedule';
import { UploadSlots } from './uploads/upload-slots';
import { LocalDiskStorage } from './storage/local-disk';
import { S3Storage } from './storage/s3';
import type { Storage } from './storage/storage';
import { userRoutes } from './users/routes';
import { savedSearchRoutes } from './saved-searches/routes';
import { wtbRoutes } from './wtb/routes';
import { matchingRoutes } from './matching/routes';
import { LiveHub } from './live/hub';
import { createPushAgents, type PushTransport } from './push/agents';
import { startPushJobs, type PushJobTimings } from './push/jobs';
import { LivePresence } from './push/presence-service';
import { pushRoutes } from './push/routes';
import { resolveVapidKeys, vapidSubject } from './push/vapid-keys';
import { liveRoutes } from './live/routes';
import { offerRoutes } from './offers/routes';
import { dealRoutes } from './deals/routes';
import { messagingRoutes } from './messaging/routes';
import { moderationRoutes } from './moderation/routes';
import { sitemapRoutes } from './seo/sitemap-routes';
import { notificationRoutes } from './notifications/routes';
import { reviewRoutes } from './reviews/routes';
import { reportRoutes } from './reports/routes';
import { pageHeadRoutes } from './seo/page-heads';
import type { AppDeps } from './deps';

export type AppOptions = {
  config: Config;
  db: Database;
  storage?: Storage;
  mailer?: Mailer;
  /**
   * Job queue timings for tests: how often idle workers look for jobs, the first retry's wait,
   * and how soon the e-mail job of a killed instance is retried (its expiry, how often expired
   * jobs are looked for). Production keeps the defaults (src/server/email-notifications/jobs.ts).
   */
  jobs?: QueueTimings & EmailJobTimings & PushJobTimings;
  /**
   * How push alerts reach push services: tests trust their own service's certificate (never
   * globally) and resolve host names of their own.
   */
  pushTransport?: PushTransport;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
};

/** Origins whose browsers may write: the public URL, and the Vite dev server in development. */
export function trustedOrigins(config: Config): string[] {
  return config.nodeEnv === 'development'
    ? [config.publicUrl, 'http://localhost:5173', 'http://127.0.0.1:5173']
    : [config.publicUrl];
}

/** The whole HTTP surface. main.ts and the tests build it the same way. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const pageCache = new ResponseCache(config.feedCacheMs);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : // Request URLs carry reset tokens and OAuth codes: the log gets them redacted.
          { level: config.logLevel, serializers: requestLogSerializers, stream: options.logStream },
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
  // Account mail goes out after the answer, so its timing tells nobody whether an account exists.
  const accountMail = new BackgroundMailer(mailer, app.log);
  app.addHook('onClose', async () => accountMail.drain());
  const secret = await resolveAuthSecret(config.authSecret, config.dataDir);
  const identity = createIdentity({
    config,
    db,
    mailer: accountMail,
    secret,
    trustedOrigins: trustedOrigins(config),
  });

  const storage =
    options.storage ??
    (config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config.uploadsDir));
  await registerSecurityHeaders(
    app,
    config.publicUrl,
    // Image hosts: the storage's (an S3 bucket or CDN, and where presigned chat image links
    // point), and Discord's CDN for the avatars of Discord users.
    [
      ...(await storage.imageOrigins()),
      ...(config.discord ? [new URL(config.discord.cdnUrl).origin] : []),
    ],
  );
  registerAnswerCompression(app);
  registerErrorHandler(app);
  // Before any route: the API description collects the routes as they are added.
  await registerApiDocs(app, { publicUrl: config.publicUrl });
  const guards = registerIdentity(app, {
    identity,
    db,
    trustedOrigins: trustedOrigins(config),
  });

  if (config.feedCacheMs > 0) {
    const invalidation = invalidateFeedCacheOnChange(db, pageCache, app.log);
    await invalidation.start();
    app.addHook('onClose', async () => invalidation.stop());
  }
  const deps: AppDeps = {
    config,
    db,
    storage,
    pageCache,
    identity,
    guards,
    mailer,
    listingReactions: listingReactions(config),
    uploadSlots: new UploadSlots(config.uploadConcurrency),
  };

  await app.register(listingReadRoutes, deps);
  await app.register(listingChangeRoutes, deps);
  await app.register(favouriteRoutes, deps);
  await app.register(wtbRoutes, deps);
  await app.register(savedSearchRoutes, deps);
  await app.register(matchingRoutes, deps);
  await app.register(brandRoutes, deps);
  await app.register(userRoutes, deps);
  await app.register(blockRoutes, deps);
  await app.register(authRoutes, deps);
  await app.register(uploadRoutes, deps);
  scheduleUploadSweep(app, deps);
  await app.register(messagingRoutes, deps);
  await app.register(offerRoutes, deps);
  await app.register(dealRoutes, deps);
  await app.register(notificationRoutes, deps);
  await app.register(reviewRoutes, deps);
  await app.register(reportRoutes, deps);
  await app.register(moderationRoutes, deps);
  await app.register(sitemapRoutes, deps);
  await app.register(emailNotificationRoutes, { ...deps, secret });
  const jobs = await Jobs.start(db, app.log, options.jobs);
  // After the HTTP server has finished its requests: a job they queued is in the database anyway.
  app.addHook('onClose', async () => jobs.stop());
  await startEmailJobs(
    jobs,
    { db, mailer, secret, publicUrl: config.publicUrl, digestHour: config.digestHour },
    options.jobs,
  );
  const vapidKeys = await resolveVapidKeys(config.vapid, config.dataDir);
  const pushServiceHosts = config.pushServiceHosts;
  await app.register(pushRoutes, { ...deps, publicKey: vapidKeys.publicKey, pushServiceHosts });
  const pushAgents = createPushAgents(options.pushTransport);
  // Their idle keep-alive connections would hold the process (and the tests) open.
  app.addHook('onClose', async () => {
    pushAgents.checked.destroy();
    pushAgents.named.destroy();
  });
  await startPushJobs(
    jobs,
    {
      db,
      log: app.log,
      sender: {
        keys: vapidKeys,
        subject: vapidSubject(config.mailFrom),
        hosts: pushServiceHosts,
        agents: pushAgents,
      },
    },
    options.jobs,
  );
  const hub = new LiveHub(db, app.log, new LivePresence(db, app.log), config.liveStreamsPerAddress);
  await hub.start();
  // Before the server waits for open connections to end: live streams never end on their own.
  app.addHook('preClose', async () => hub.stop());
  registerHealthRoutes(app, { db, liveStreams: () => hub.connectionCount });
  await app.register(liveRoutes, { ...deps, hub });
  if (config.nodeEnv !== 'production' && mailer instanceof DevOutboxMailer) {
    await app.register(devRoutes, { outbox: mailer });
  }

  registerHomePreload(app, { db });
  const hasClient = await registerStaticFiles(app, {
    clientDir: config.clientDir,
    uploadsDir: config.uploadsDir,
  });
  // The shareable pages' own heads, before the not-found handler's plain index.html.
  await app.register(pageHeadRoutes, deps);

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
