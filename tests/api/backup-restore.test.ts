/**
 * npm run backup while the app runs on its database and uploads, then npm run restore into a
 * fresh DATA_DIR (the embedded PostgreSQL), and a server on that data dir answers the same.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { connect } from '@/server/db/client';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { uniqueToken } from '../factories';
import { withDatabase } from '../setup/postgres-global';
import { createAccount, freshAddress, signIn, cookieHeader } from './auth-helpers';
import { postListing } from './listing-requests';
import { sentText } from './messaging-helpers';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

// One signing secret for the app and the restored server: an old session cookie then fails only
// because its session was not restored, not because another secret signed it.
const AUTH_SECRET = 'backup-restore-test-secret-of-at-least-32-characters';
const ctx = useTestApp(() => ({ AUTH_SECRET }));
const run = promisify(execFile);
const folders: string[] = [];
const databases: string[] = [];
const adminUrl = inject('postgresUrl');

afterAll(async () => {
  await Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true })));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function tempDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-backup-test-'));
  folders.push(dir);
  return dir;
}

/** Runs scripts/<script>.ts as `npm run <script>` would, with this environment. */
async function script(name: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `scripts/${name}.ts`, ...args],
      { env: { ...process.env, NODE_ENV: 'test', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A copy of `archive` whose manifest `change` rewrote, with `files` (path → text) added. */
async function withManifest(
  archive: string,
  change: (manifest: Record<string, unknown>) => Record<string, unknown>,
  files: Record<string, string> = {},
): Promise<string> {
  const dir = await tempDir();
  await tar.extract({ file: archive, cwd: dir });
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<string, unknown>;
  await fs.writeFile(manifestFile, JSON.stringify(change(manifest)));
  for (const [name, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), text);
  }
  const changed = path.join(await tempDir(), 'changed.tar.gz');
  await tar.create({ gzip: true, file: changed, cwd: dir }, await fs.readdir(dir));
  return changed;
}

/** Every file under `dir`, one after another. */
async function allBytes(dir: string): Promise<Buffer> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  return Buffer.concat(
    await Promise.all(files.map((entry) => fs.readFile(path.join(entry.parentPath, entry.name)))),
  );
}

describe('npm run backup and npm run restore', () => {
  it('round-trips users, a listing with photos and a conversation into a fresh data dir', async () => {
    const seller = await createAccount(ctx.app);
    const buyer = await createAccount(ctx.app);
    const photos = await uploadedPhotos(ctx.app, seller, 2);
    const created = await postListing(ctx.app, seller, photos);
    expect(created.statusCode, created.body).toBe(201);
    const listingId = created.json().id as string;
    const brandsUrl = `/api/brands?q=${encodeURIComponent(created.json().brand as string)}`;
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: { sellerId: seller.user.id, listingId, wtbListingId: null, isWTB: false },
      headers: { cookie: buyer.cookie },
    });
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = started.json().id as string;
    await sentText(ctx.app, buyer, conversationId, 'Is the hoodie still available?');
    const last = await sentText(ctx.app, seller, conversationId, 'It is, and it ships tomorrow.');

    const listing = (await ctx.app.inject({ method: 'GET', url: `/api/listings/${listingId}` }))
      .body;
    const photoBytes = await Promise.all(
      photos.map(async (url) => (await ctx.app.inject({ method: 'GET', url })).rawPayload),
    );

    // What a backup leaves out: the live sessions (the buyer's cookie), a password-reset link,
    // the rate-limit counters and a Discord account's OAuth tokens.
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: seller.email },
      remoteAddress: freshAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    const discordAccountId = `discord-${uniqueToken()}`;
    await ctx.db.$client.query(
      `insert into accounts (id, user_id, account_id, provider_id, access_token, refresh_token,
                             id_token, access_token_expires_at)
       values ($1, $2, $1, 'discord', $3, $4, $5, now() + interval '7 days')`,
      [
        discordAccountId,
        seller.user.id,
        `oauth-access-${uniqueToken()}`,
        `oauth-refresh-${uniqueToken()}`,
        `oauth-id-${uniqueToken()}`,
      ],
    );
    const secretsOf = async (sql: string) =>
      (await ctx.db.$client.query<{ secret: string }>(sql)).rows.map((row) => row.secret);
    const sessionTokens = await secretsOf('select token as secret from sessions');
    const resetTokens = await secretsOf('select identifier as secret from verifications');
    const rateLimitKeys = await secretsOf('select key as secret from rate_limits');
    const oauthTokens = await secretsOf(`
      select unnest(array[access_token, refresh_token, id_token]) as secret
        from accounts where provider_id = 'discord'`);
    for (const found of [sessionTokens, resetTokens, rateLimitKeys]) {
      expect(found.length).toBeGreaterThan(0);
    }
    expect(oauthTokens).toHaveLength(3);

    // The backup, while the app still runs on that database.
    const archive = path.join(await tempDir(), 'rotation.tar.gz');
    const backup = await script('backup', [archive], {
      DATABASE_URL: ctx.databaseUrl,
      DATA_DIR: ctx.config.dataDir,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ tables and 4 uploaded files to /);

    // Readable by its owner only, and no token in it anywhere.
    expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);
    const unpacked = await tempDir();
    await tar.extract({ file: archive, cwd: unpacked });
    const everything = await allBytes(unpacked);
    for (const secret of [...sessionTokens, ...resetTokens, ...rateLimitKeys, ...oauthTokens]) {
      expect(everything.includes(secret), `${secret} is in the archive`).toBe(false);
    }
    const manifest = JSON.parse(await fs.readFile(path.join(unpacked, 'manifest.json'), 'utf8'));
    const tableNames = (manifest.tables as { name: string }[]).map((table) => table.name);
    expect(tableNames).toContain('accounts');
    for (const leftOut of ['sessions', 'verifications', 'rate_limits']) {
      expect(tableNames).not.toContain(leftOut);
    }

    // The restore into a fresh DATA_DIR, with its own embedded PostgreSQL.
    const dataDir = await tempDir();
    const fresh = { DATABASE_URL: '', DATA_DIR: dataDir };
    const restored = await script('restore', [archive], fresh);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored \d+ rows in \d+ tables and 4 uploaded files from /);

    // Not twice over the same data, unless asked.
    const again = await script('restore', [archive], fresh);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      'Refusing to restore over existing data (the database has tables',
    );
    expect((await script('restore', [archive, '--force'], fresh)).code).toBe(0);

    // An archive from a newer schema than this version knows is refused with a sentence.
    const newer = await withManifest(archive, (manifest) => ({
      ...manifest,
      schemaLevel: Number(manifest.schemaLevel) + 1,
    }));
    const refused = await script('restore', [newer, '--force'], fresh);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `${newer} comes from a newer version of Rotation (its database schema is newer than this version knows): update Rotation, then restore it.\n`,
    );

    // A server on the restored data dir answers the same, photo bytes included.
    const embedded = await startEmbeddedPostgres(dataDir);
    const db = connect(embedded.url, 2);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, AUTH_SECRET }),
      db,
    });
    try {
      // Everyone signs in again: the buyer's cookie, still good on the app backed up, is not here.
      const me = (cookie: string) => ({
        method: 'GET' as const,
        url: '/api/auth/user',
        headers: { cookie },
      });
      expect((await ctx.app.inject(me(buyer.cookie))).statusCode).toBe(200);
      expect((await app.inject(me(buyer.cookie))).statusCode).toBe(401);
      // The Discord account is still linked to its user, without its tokens.
      const discord = await db.$client.query(
        `select user_id, access_token, refresh_token, id_token, access_token_expires_at
           from accounts where id = $1`,
        [discordAccountId],
      );
      expect(discord.rows).toEqual([
        {
          user_id: seller.user.id,
          access_token: null,
          refresh_token: null,
          id_token: null,
          access_token_expires_at: null,
        },
      ]);

      expect((await app.inject({ method: 'GET', url: `/api/listings/${listingId}` })).body).toBe(
        listing,
      );
      // The brands' counts came along as they were, not counted again as the listings loaded.
      const brands = (await ctx.app.inject({ method: 'GET', url: brandsUrl })).json();
      expect(brands.brands.length).toBeGreaterThan(0);
      expect((await app.inject({ method: 'GET', url: brandsUrl })).json()).toEqual(brands);
      for (const [index, url] of photos.entries()) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(photoBytes[index]!)).toBe(true);
      }
      // The buyer's account came along: same password, same conversation.
      const signedIn = await signIn(app, buyer.email, buyer.password);
      expect(signedIn.statusCode).toBe(200);
      const messages = await app.inject({
        method: 'GET',
        url: `/api/conversations/${conversationId}/messages`,
        headers: { cookie: cookieHeader(signedIn) },
      });
      expect(messages.statusCode).toBe(200);
      expect(messages.body).toContain('Is the hoodie still available?');
      expect(messages.body).toContain('It is, and it ships tomorrow.');
      // New rows get new ids after the restored ones.
      const reply = await sentText(
        app,
        { ...buyer, cookie: cookieHeader(signedIn) },
        conversationId,
        'Deal.',
      );
      expect(reply.id).toBeGreaterThan(last.id);
    } finally {
      await app.close();
      await db.$client.end();
      await embedded.stop();
    }
  }, 180_000);

  it('refuses a file that is not a backup, and says how to call it', async () => {
    const notArchive = path.join(await tempDir(), 'notes.txt');
    await fs.writeFile(notArchive, 'hello');
    const result = await script('restore', [notArchive], {
      DATABASE_URL: ctx.databaseUrl,
      DATA_DIR: ctx.config.dataDir,
    });
    expect(result).toMatchObject({ code: 1 });
    expect(result.stderr).toContain(`${notArchive} is not a Rotation backup`);
    expect((await script('backup', [], {})).stderr).toContain('Usage: npm run backup -- <file>');
  });
});

describe('npm run backup, the archive file', () => {
  it('replaces a file already at that path with a fresh one only its owner can read', async () => {
    const archive = path.join(await tempDir(), 'rotation.tar.gz');
    // An older archive, and half of one a failed backup left beside it, both world-readable.
    for (const file of [archive, `${archive}.partial`]) {
      await fs.writeFile(file, 'an older backup');
      await fs.chmod(file, 0o644);
    }
    const backup = await script('backup', [archive], {
      DATABASE_URL: ctx.databaseUrl,
      DATA_DIR: ctx.config.dataDir,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect((await fs.stat(archive)).mode & 0o777).toBe(0o600);
    expect(await fs.readFile(archive, 'utf8')).not.toBe('an older backup');
  });
});

type Manifest = {
  tables: { name: string; columns: string[]; file: string }[];
  uploads: string[];
};

describe('npm run restore of a crafted archive', () => {
  let archive: string;

  beforeAll(async () => {
    const seller = await createAccount(ctx.app);
    await uploadedPhotos(ctx.app, seller, 1);
    archive = path.join(await tempDir(), 'rotation.tar.gz');
    const backup = await script('backup', [archive], {
      DATABASE_URL: ctx.databaseUrl,
      DATA_DIR: ctx.config.dataDir,
    });
    expect(backup.code, backup.stderr).toBe(0);
  }, 60_000);

  /** An empty database of its own and an empty DATA_DIR to restore into. */
  async function emptyTarget() {
    const name = `restore_target_${uniqueToken()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databases.push(name);
    return { databaseUrl: withDatabase(adminUrl, name), dataDir: await tempDir() };
  }

  /** No table in the database, no file anywhere under the DATA_DIR. */
  async function expectUntouched(target: { databaseUrl: string; dataDir: string }) {
    expect(await fs.readdir(target.dataDir, { recursive: true })).toEqual([]);
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    const tables = await client.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
        where schemaname in ('public', 'drizzle')`,
    );
    await client.end();
    expect(tables.rows).toEqual([]);
  }

  const cases: [
    string,
    (manifest: Manifest) => Manifest,
    Record<string, string>,
    (manifest: Manifest) => string,
  ][] = [
    [
      'an upload key that leaves the uploads folder',
      (manifest) => ({ ...manifest, uploads: [...manifest.uploads, '../pg/pg_hba.conf'] }),
      { 'pg/pg_hba.conf': 'host all all 0.0.0.0/0 trust\n' },
      () => 'its upload "../pg/pg_hba.conf" is not a name Rotation gives uploads',
    ],
    [
      'a table file outside database/',
      (manifest) => ({
        ...manifest,
        tables: manifest.tables.map((table, index) =>
          index === 0 ? { ...table, file: '../../etc/x' } : table,
        ),
      }),
      { 'etc/x': '' },
      (manifest) =>
        `its table "${manifest.tables[0]!.name}" is stored in "../../etc/x", not in "${manifest.tables[0]!.name}.copy"`,
    ],
    [
      'a table this version does not have',
      (manifest) => ({
        ...manifest,
        tables: [...manifest.tables, { name: 'admins', columns: ['id'], file: 'admins.copy' }],
      }),
      { 'database/admins.copy': '1\n' },
      () => `its table "admins" is not a table of this version's database`,
    ],
    [
      'a column its table does not have',
      (manifest) => ({
        ...manifest,
        tables: manifest.tables.map((table) =>
          table.name === 'users' ? { ...table, columns: [...table.columns, 'is_root'] } : table,
        ),
      }),
      {},
      () => 'its table "users" has a column "is_root" that the table does not have',
    ],
  ];

  it.each(cases)(
    'refuses %s, naming it, before writing anything',
    async (_, change, files, phrase) => {
      let original: Manifest | undefined;
      const crafted = await withManifest(
        archive,
        (manifest) => {
          original = manifest as Manifest;
          return change(original);
        },
        files,
      );
      const target = await emptyTarget();
      const refused = await script('restore', [crafted], {
        DATABASE_URL: target.databaseUrl,
        DATA_DIR: target.dataDir,
      });
      await expectUntouched(target);
      expect(refused.stderr).toBe(
        `${crafted} cannot be restored: ${phrase(original!)}. Nothing was restored.\n`,
      );
      expect(refused.code).toBe(1);
    },
    60_000,
  );
});
