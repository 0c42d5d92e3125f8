import path from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { z } from 'zod';
import {
  parsePushServiceHosts,
  PUSH_SERVICE_HOSTS_ERROR,
  type PushServiceHost,
} from './push/service-hosts';

/** An integer variable in [min, max], every refusal saying so: `NAME must be <what> from … to …`. */
const wholeNumber = (name: string, min: number, max: number, what = 'a whole number') => {
  const message = `${name} must be ${what} from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be development, production or test',
    })
    .default('development'),
  PORT: wholeNumber('PORT', 0, 65535, 'a port number').default(3000),
  HOST: z.string().min(1, 'HOST must be a host name or IP address').optional(),
  DATA_DIR: z.string().min(1, 'DATA_DIR must be a folder path').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  PUBLIC_URL: z.url({ error: 'PUBLIC_URL must be an absolute http(s) URL' }).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  DB_POOL_SIZE: wholeNumber('DB_POOL_SIZE', 1, 100).default(10),
  FEED_CACHE_MS: wholeNumber('FEED_CACHE_MS', 0, 60_000, 'a whole number of milliseconds').default(
    2000,
  ),
  STORAGE: z.enum(['local', 's3'], { error: 'STORAGE must be local or s3' }).default('local'),
  WTB_MATCHING: z.enum(['on', 'off'], { error: 'WTB_MATCHING must be on or off' }).default('on'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'S3_ENDPOINT must be an absolute URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ error: 'S3_PUBLIC_URL must be an absolute URL' }).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
    .default('false'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(false|\d{1,2}|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
      'TRUST_PROXY must be false, a number of proxy hops, or addresses and ranges separated by commas',
    )
    .default('false'),
  UPLOAD_SWEEP_MINUTES: wholeNumber('UPLOAD_SWEEP_MINUTES', 0, 10_080).default(60),
  UPLOAD_SWEEP_GRACE_HOURS: wholeNumber('UPLOAD_SWEEP_GRACE_HOURS', 1, 8760).default(24),
  AUTH_RATE_LIMIT: wholeNumber('AUTH_RATE_LIMIT', 1, 1000).default(5),
  MAIL_RATE_LIMIT: wholeNumber('MAIL_RATE_LIMIT', 1, 100_000).default(10),
  LIVE_STREAMS_PER_ADDRESS: wholeNumber('LIVE_STREAMS_PER_ADDRESS', 1, 100_000).default(50),
  MESSAGE_RATE_LIMIT: wholeNumber('MESSAGE_RATE_LIMIT', 1, 100_000).default(30),
  UPLOAD_RATE_LIMIT: wholeNumber('UPLOAD_RATE_LIMIT', 1, 100_000).default(60),
  LISTING_QUOTA_PER_DAY: wholeNumber('LISTING_QUOTA_PER_DAY', 1, 100_000).default(20),
  WTB_QUOTA_PER_DAY: wholeNumber('WTB_QUOTA_PER_DAY', 1, 100_000).default(10),
  CONVERSATION_QUOTA_PER_DAY: wholeNumber('CONVERSATION_QUOTA_PER_DAY', 1, 100_000).default(30),
  UPLOADS_PER_USER: wholeNumber('UPLOADS_PER_USER', 1, 100).default(4),
  UPLOADS_PER_INSTANCE: wholeNumber('UPLOADS_PER_INSTANCE', 1, 10_000).default(32),
  AUTH_SECRET: z
    .string()
    .min(32, 'AUTH_SECRET must be at least 32 characters (e.g. `openssl rand -base64 32`)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'MAIL_FROM must be a sender address')
    .default('Rotation <no-reply@rotation.local>'),
  DIGEST_HOUR: wholeNumber('DIGEST_HOUR', 0, 23, 'an hour (UTC)').default(8),
  // Web Push's VAPID key pair as web-push makes it: a P-256 public point and private scalar.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .refine((value) => parsePushServiceHosts(value) !== null, PUSH_SERVICE_HOSTS_ERROR)
    .optional(),
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  DISCORD_AUTHORIZE_URL: z
    .url({ error: 'DISCORD_AUTHORIZE_URL must be an absolute URL' })
    .default('https://discord.com/oauth2/authorize'),
  DISCORD_TOKEN_URL: z
    .url({ error: 'DISCORD_TOKEN_URL must be an absolute URL' })
    .default('https://discord.com/api/oauth2/token'),
  DISCORD_USERINFO_URL: z
    .url({ error: 'DISCORD_USERINFO_URL must be an absolute URL' })
    .default('https://discord.com/api/users/@me'),
  DISCORD_CDN_URL: z
    .url({ error: 'DISCORD_CDN_URL must be an absolute URL' })
    .default('https://cdn.discordapp.com'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  dbPoolSize: number;
  /** TTL of the per-instance cache of hot public feed pages; 0 turns it off. */
  feedCacheMs: number;
  /** Where the built client lives; absent in tests that only exercise the API. */
  clientDir: string;
  /** Where the built renderer of a visitor's first screen lives (decision 042); may be absent. */
  renderDir: string;
  uploadsDir: string;
  /** Where images live: local disk under DATA_DIR/uploads, or an S3-compatible bucket. */
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
        publicUrl: string;
        forcePathStyle: boolean;
      }
    | undefined;
  /**
   * How often the sweep of unused uploads runs (0: never) and how old an unused upload must be
   * before it goes; see uploads/sweep.ts.
   */
  uploadSweep: { everyMinutes: number; graceHours: number };
  /**
   * Which peers may name the client's address in X-Forwarded-For (Fastify's trustProxy). None by
   * default: behind address translation (Docker, a NAT gateway) every client can arrive from a
   * private address, so trusting private ranges would let it pick its own address (and dodge the
   * per-address rate limits). The operator names the proxy actually in front.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Signs sessions and tokens; required in production, kept under DATA_DIR otherwise. */
  authSecret: string | undefined;
  /**
   * Per minute: sign-in attempts per address, per account from one address, and account e-mails
   * per account. One account's sign-in attempts from all addresses together may be ten times as
   * many (see auth/routes.ts).
   */
  authRateLimit: number;
  /** Account e-mails (sign-up, new verification link, password reset) per client address per hour. */
  mailRateLimit: number;
  /** Open live streams (GET /api/live) one client address may hold on one instance. */
  liveStreamsPerAddress: number;
  /** Messages one person may send per minute; every offer and deal step counts as one. */
  messageRateLimit: number;
  /** Images one person may upload per minute (listing, chat and profile images together). */
  uploadRateLimit: number;
  /**
   * What one person may create in 24 hours, against floods: new listings, new WTB requests and
   * new conversations (docs/product.md, Safety, Quotas).
   */
  quotas: { listingsPerDay: number; wtbPerDay: number; conversationsPerDay: number };
  /** Uploads in progress at once on one instance: per person (then 429) and in all (then 503). */
  uploadConcurrency: { perUser: number; perInstance: number };
  /** Where uploads are received before their image work: on disk, not in memory. */
  uploadTempDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The UTC hour from which each day's notification digests go out (decision 026). */
  digestHour: number;
  /** Web Push's VAPID keys when given; otherwise made once and kept under DATA_DIR (decision 039). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /**
   * The push services subscriptions may use (decision 049): PUSH_SERVICE_HOSTS, or the services
   * of today's browsers when unset.
   */
  pushServiceHosts: PushServiceHost[];
  /**
   * Whether a listing change alerts the buyers whose WTB requests it matches (decision 027).
   * Off sheds that work under load and is what the bench measures its cost against.
   */
  wtbMatching: boolean;
  /** Discord sign-in; absent when DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET are not both set. */
  discord:
    | {
        clientId: string;
        clientSecret: string;
        authorizeUrl: string;
        tokenUrl: string;
        userInfoUrl: string;
        cdnUrl: string;
      }
    | undefined;
};

export class ConfigError extends Error {}

/** Reads the environment once, at boot. A bad value stops the server with a sentence naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty values count as unset, as they do in most .env files.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      return `  ${name}=${JSON.stringify(present[name] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production') {
    const missing = [
      !e.SMTP_URL &&
        '  SMTP_URL: production sends real e-mail and needs an smtp:// or smtps:// URL',
      !e.AUTH_SECRET && '  AUTH_SECRET: production needs a secret of at least 32 characters',
    ].filter(Boolean);
    if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  if (e.STORAGE === 's3') {
    const missing = (
      ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
    ).filter((name) => !e[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n  STORAGE=s3 also needs ${missing.join(', ')}`,
      );
    }
  }
  if (Boolean(e.DISCORD_CLIENT_ID) !== Boolean(e.DISCORD_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid configuration:\n  DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET must be set together (or neither, to turn Discord sign-in off)',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to have keys made and kept under DATA_DIR)',
    );
  }
  // In production the server sits behind a proxy or in a container and listens on every interface.
  const host = e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    dbPoolSize: e.DB_POOL_SIZE,
    feedCacheMs: e.FEED_CACHE_MS,
    uploadSweep: { everyMinutes: e.UPLOAD_SWEEP_MINUTES, graceHours: e.UPLOAD_SWEEP_GRACE_HOURS },
    trustProxy:
      e.TRUST_PROXY === 'false'
        ? false
        : /^\d+$/.test(e.TRUST_PROXY)
          ? (_address: string, hop: number) => hop < Number(e.TRUST_PROXY)
          : e.TRUST_PROXY,
    clientDir: path.resolve('dist/client'),
    renderDir: path.resolve('dist/render'),
    uploadsDir: path.join(dataDir, 'uploads'),
    s3:
      e.STORAGE === 's3'
        ? {
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            publicUrl: e.S3_PUBLIC_URL!.replace(/\/$/, ''),
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          }
        : undefined,
    authSecret: e.AUTH_SECRET,
    authRateLimit: e.AUTH_RATE_LIMIT,
    mailRateLimit: e.MAIL_RATE_LIMIT,
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    /** Messages one user may send per minute, across all conversations and instances. */
    messageRateLimit: e.MESSAGE_RATE_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    quotas: {
      listingsPerDay: e.LISTING_QUOTA_PER_DAY,
      wtbPerDay: e.WTB_QUOTA_PER_DAY,
      conversationsPerDay: e.CONVERSATION_QUOTA_PER_DAY,
    },
    uploadConcurrency: { perUser: e.UPLOADS_PER_USER, perInstance: e.UPLOADS_PER_INSTANCE },
    uploadTempDir: path.join(dataDir, 'tmp', 'uploads'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    digestHour: e.DIGEST_HOUR,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    pushServiceHosts: parsePushServiceHosts(e.PUSH_SERVICE_HOSTS)!,
    wtbMatching: e.WTB_MATCHING === 'on',
    discord:
      e.DISCORD_CLIENT_ID && e.DISCORD_CLIENT_SECRET
        ? {
            clientId: e.DISCORD_CLIENT_ID,
            clientSecret: e.DISCORD_CLIENT_SECRET,
            authorizeUrl: e.DISCORD_AUTHORIZE_URL,
            tokenUrl: e.DISCORD_TOKEN_URL,
            userInfoUrl: e.DISCORD_USERINFO_URL,
            cdnUrl: e.DISCORD_CDN_URL.replace(/\/$/, ''),
          }
        : undefined,
  };
}

/**
 * For the server's start and the CLIs: the .env file, then loadConfig. A bad value prints its
 * sentence (no stack trace) and exits with code 1.
 */
export function loadProcessConfig(): Config {
  loadDotenv({ quiet: true });
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
