/**
 * npm run backup while the app runs on its database and uploads, then npm run restore into a
 * fresh DATA_DIR (the embedded PostgreSQL), and a server on that data dir answers the same.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { connect } from '@/server/db/client';
import { startEmbeddedPostgres } from '@/server/db/embedded';
import { createAccount, signIn, cookieHeader } from './auth-helpers';
import { postListing } from './listing-requests';
import { sentText } from './messaging-helpers';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const run = promisify(execFile);
const folders: string[] = [];

afterAll(() =>
  Promise.all(folders.map((folder) => fs.rm(folder, { recursive: true, force: true }))),
);

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

/** A copy of `archive` whose manifest `change` rewrote. */
async function withManifest(
  archive: string,
  change: (manifest: Record<string, unknown>) => Record<string, unknown>,
): Promise<string> {
  const dir = await tempDir();
  await tar.extract({ file: archive, cwd: dir });
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Record<string, unknown>;
  await fs.writeFile(manifestFile, JSON.stringify(change(manifest)));
  const changed = path.join(await tempDir(), 'changed.tar.gz');
  await tar.create({ gzip: true, file: changed, cwd: dir }, await fs.readdir(dir));
  return changed;
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

    // The backup, while the app still runs on that database.
    const archive = path.join(await tempDir(), 'rotation.tar.gz');
    const backup = await script('backup', [archive], {
      DATABASE_URL: ctx.databaseUrl,
      DATA_DIR: ctx.config.dataDir,
    });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up \d+ tables and 4 uploaded files to /);

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
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
      db,
    });
    try {
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
