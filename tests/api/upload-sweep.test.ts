import fs from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { connect } from '@/server/db/client';
import { listingImages } from '@/server/db/schema';
import { LocalDiskStorage } from '@/server/storage/local-disk';
import { sweepUnusedUploads } from '@/server/uploads/sweep';
import { scheduleUploadSweep, UPLOAD_SWEEP_LOCK } from '@/server/uploads/sweep-schedule';
import { createAccount } from './auth-helpers';
import { startAboutNewListing } from './messaging-helpers';
import { postListing } from './listing-requests';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let seller: Account;
let buyer: Account;
let storage: LocalDiskStorage;

beforeAll(async () => {
  seller = await createAccount(ctx.app);
  buyer = await createAccount(ctx.app);
  storage = new LocalDiskStorage(ctx.config.uploadsDir);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const thumbnailOf = (url: string) => url.replace(/\.webp$/, '-thumb.webp');

/**
 * What a browser gets for the URL: 200 while the file is there, 404 once it is gone. As the
 * buyer, who is a participant of the conversation and so may load its chat images.
 */
async function status(url: string): Promise<number> {
  return (await ctx.app.inject({ method: 'GET', url, headers: { cookie: buyer.cookie } }))
    .statusCode;
}

/** Every stored file written `days` ago, as if the uploads were that old. */
async function ageEverything(days: number) {
  const then = new Date(Date.now() - days * DAY_MS);
  for await (const { key } of storage.list()) {
    await fs.utimes(path.join(ctx.config.uploadsDir, key), then, then);
  }
}

/**
 * Connections ever made to this test's database. A connection reaches PostgreSQL's statistics by
 * the time it has ended.
 */
async function sessionsOpened(): Promise<number> {
  const { rows } = await ctx.db.$client.query<{ sessions: number }>(
    'select sessions from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]!.sessions);
}

describe('the sweep of unused uploads', () => {
  it('deletes old uploads nobody uses and keeps every image a listing, message or profile uses', async () => {
    // A listing that uses one of three photos.
    const [used, removed, abandoned] = await uploadedPhotos(ctx.app, seller, 3);
    const listing = await postListing(ctx.app, seller, [used!]);
    expect(listing.statusCode, listing.body).toBe(201);

    // A chat image that was sent, and one that never was.
    const { response: started } = await startAboutNewListing(ctx, buyer, seller);
    const conversationId = started.json().id as string;
    const [sent] = await uploadedPhotos(
      ctx.app,
      buyer,
      1,
      `purpose=chat&conversationId=${conversationId}`,
    );
    const [unsent] = await uploadedPhotos(
      ctx.app,
      buyer,
      1,
      `purpose=chat&conversationId=${conversationId}`,
    );
    const message = await ctx.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: buyer.cookie },
      payload: { conversationId, type: 'image', url: sent },
    });
    expect(message.statusCode, message.body).toBe(201);

    // A profile picture set from an upload: the picture is kept, the upload it was made from is not.
    const [profileUpload] = await uploadedPhotos(ctx.app, seller, 1, 'purpose=profile');
    const picture = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/user/profile-image',
      headers: { cookie: seller.cookie },
      payload: { profileImageUrl: profileUpload },
    });
    expect(picture.statusCode, picture.body).toBe(200);
    const profileImageUrl = picture.json().profileImageUrl as string;

    // A file the upload routes did not make, and one of someone this database does not know
    // (another environment sharing the bucket, say).
    await storage.put('seed/listing-photo.webp', Buffer.from('not ours'));
    await storage.put('SomeoneElse42/1763800000000-0123456789ab.webp', Buffer.from('theirs'));

    await ageEverything(2);
    // And one unused upload that is still young: its seller may be about to publish it.
    const [fresh] = await uploadedPhotos(ctx.app, seller);

    const result = await sweepUnusedUploads(ctx.db, storage, {
      olderThan: new Date(Date.now() - DAY_MS),
    });

    const kept = [
      used!,
      thumbnailOf(used!),
      sent!,
      thumbnailOf(sent!),
      profileImageUrl,
      '/uploads/seed/listing-photo.webp',
      '/uploads/SomeoneElse42/1763800000000-0123456789ab.webp',
      fresh!,
      thumbnailOf(fresh!),
    ];
    const deleted = [
      removed!,
      thumbnailOf(removed!),
      abandoned!,
      thumbnailOf(abandoned!),
      unsent!,
      thumbnailOf(unsent!),
      profileUpload!,
    ];
    for (const url of kept) expect(await status(url), url).toBe(200);
    for (const url of deleted) expect(await status(url), url).toBe(404);
    expect(result).toEqual({ examined: kept.length + deleted.length, deleted: deleted.length });

    // The listing and the conversation still show their images.
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/listings/${listing.json().id}`,
    });
    expect(shown.json().images).toEqual([used]);
  });

  it('counts an image as used whatever host its stored URL names, and refuses other spellings', async () => {
    const [photoUrl] = await uploadedPhotos(ctx.app, seller);
    const spelledOtherwise = photoUrl!.replace(/\/([^/]+)$/, '/./$1');
    const refused = await postListing(ctx.app, seller, [spelledOtherwise]);
    expect(refused.statusCode).toBe(400);

    const listing = await postListing(ctx.app, seller, [photoUrl!]);
    expect(listing.statusCode, listing.body).toBe(201);
    // As if the storage's public URL had changed since: the rows name the old CDN.
    await ctx.db
      .update(listingImages)
      .set({
        url: `https://old-cdn.example/photos${photoUrl!.slice('/uploads'.length)}`,
        thumbnailUrl: `https://old-cdn.example/photos${thumbnailOf(photoUrl!).slice('/uploads'.length)}`,
      })
      .where(eq(listingImages.listingId, listing.json().id));
    await ageEverything(2);

    await sweepUnusedUploads(ctx.db, storage, { olderThan: new Date(Date.now() - DAY_MS) });
    expect(await status(photoUrl!)).toBe(200);
    expect(await status(thumbnailOf(photoUrl!))).toBe(200);
  });

  it('works through storage in batches', async () => {
    const unused = await uploadedPhotos(ctx.app, seller, 3);
    await ageEverything(2);
    const before = await status(unused[0]!);
    expect(before).toBe(200);

    const result = await sweepUnusedUploads(ctx.db, storage, {
      olderThan: new Date(Date.now() - DAY_MS),
      batchSize: 2,
    });
    expect(result.deleted).toBe(6);
    for (const url of unused) {
      expect(await status(url)).toBe(404);
      expect(await status(thumbnailOf(url))).toBe(404);
    }
  });

  it('runs on its schedule, one instance at a time', async () => {
    const [unused] = await uploadedPhotos(ctx.app, seller);
    // Another instance holds the sweep's lock before this one starts sweeping.
    const other = connect(ctx.databaseUrl, 1);
    const holder = await other.$client.connect();
    await holder.query('select pg_advisory_lock($1)', [UPLOAD_SWEEP_LOCK]);

    const server = Fastify();
    try {
      scheduleUploadSweep(server, {
        db: ctx.db,
        storage,
        // Every 50 ms, with no grace period, so the test need not wait an hour and a day.
        config: { ...ctx.config, uploadSweep: { everyMinutes: 50 / 60_000, graceHours: 0 } },
      });
      // Several rounds come and go while the other instance holds the lock: each round opens a
      // connection of its own to try the lock, so the database counts one new session per round.
      const sessionsBefore = await sessionsOpened();
      await expect
        .poll(async () => (await sessionsOpened()) - sessionsBefore, { timeout: 5000 })
        .toBeGreaterThanOrEqual(3);
      expect(await status(unused!)).toBe(200);

      await holder.query('select pg_advisory_unlock($1)', [UPLOAD_SWEEP_LOCK]);
      await expect.poll(() => status(unused!), { timeout: 5000 }).toBe(404);
    } finally {
      holder.release();
      await other.$client.end();
      await server.close();
    }
  });
});
