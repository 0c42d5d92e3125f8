import path from 'node:path';
import { z } from 'zod';

const port = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a port number from 0 to 65535` })
    .int(`${name} must be a port number from 0 to 65535`)
    .min(0, `${name} must be a port number from 0 to 65535`)
    .max(65535, `${name} must be a port number from 0 to 65535`);

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be development, production or test',
    })
    .default('development'),
  PORT: port('PORT').default(3000),
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
  DB_POOL_SIZE: z.coerce
    .number({ error: 'DB_POOL_SIZE must be a whole number from 1 to 100' })
    .int()
    .min(1, 'DB_POOL_SIZE must be a whole number from 1 to 100')
    .max(100, 'DB_POOL_SIZE must be a whole number from 1 to 100')
    .default(10),
  FEED_CACHE_MS: z.coerce
    .number({ error: 'FEED_CACHE_MS must be a whole number of milliseconds from 0 to 60000' })
    .int('FEED_CACHE_MS must be a whole number of milliseconds from 0 to 60000')
    .min(0, 'FEED_CACHE_MS must be a whole number of milliseconds from 0 to 60000')
    .max(60_000, 'FEED_CACHE_MS must be a whole number of milliseconds from 0 to 60000')
    .default(2000),
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
  uploadsDir: string;
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
    clientDir: path.resolve('dist/client'),
    uploadsDir: path.join(dataDir, 'uploads'),
  };
}
