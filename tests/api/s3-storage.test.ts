import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/server/db/embedded';
import { S3Storage } from '@/server/storage/s3';
import { sweepUnusedUploads } from '@/server/uploads/sweep';
import { createAccount } from './auth-helpers';
import { postListing } from './listing-requests';
import { sentImage, startAboutNewListing } from './messaging-helpers';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

// A real S3-compatible server (s3rver) on loopback; the app talks S3 to it through the AWS SDK.
let s3: S3rver;
let directory: string;
let publicUrl: string;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'rotation-s3-'));
  const port = await freePort();
  s3 = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'photos', configs: [] }],
  });
  await s3.run();
  publicUrl = `http://127.0.0.1:${port}/photos`;
});
afterAll(async () => {
  await s3.close();
  await fs.rm(directory, { recursive: true, force: true });
});

const ctx = useTestApp(() => ({
  STORAGE: 's3',
  S3_BUCKET: 'photos',
  S3_ENDPOINT: new URL(publicUrl).origin,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_PUBLIC_URL: publicUrl,
  S3_FORCE_PATH_STYLE: 'true',
}));

type Account = Awaited<ReturnType<typeof createAccount>>;
const thumbnailOf = (url: string) => url.replace(/\.webp$/, '-thumb.webp');

async function createListing(seller: Account, images: string[]) {
  const listing = await postListing(ctx.app, seller, images);
  expect(listing.statusCode, listing.body).toBe(201);
  return listing;
}

describe('S3 storage', () => {
  it('stores processed photos in the bucket, serves their public URLs and lets the CSP load them', async () => {
    const seller = await createAccount(ctx.app);
    const [url] = await uploadedPhotos(ctx.app, seller, 1);
    expect(url!.startsWith(`${publicUrl}/${seller.user.id}/`)).toBe(true);

    const object = await fetch(url!);
    expect(object.status).toBe(200);
    expect(object.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await fetch(thumbnailOf(url!))).status).toBe(200);

    const listing = await createListing(seller, [url!]);
    expect(listing.json().thumbnails).toEqual([thumbnailOf(url!)]);

    const csp = String(listing.headers['content-security-policy']);
    expect(csp).toContain(`img-src 'self' data: blob: ${new URL(publicUrl).origin}`);
  });

  it('lists the bucket for the sweep, which deletes an unused upload and keeps a used one', async () => {
    const seller = await createAccount(ctx.app);
    const [used, unused] = await uploadedPhotos(ctx.app, seller, 2);
    await createListing(seller, [used!]);

    // The bucket cannot be backdated: a cut-off in the future makes every object old enough.
    const storage = new S3Storage(ctx.config.s3!);
    const result = await sweepUnusedUploads(ctx.db, storage, {
      olderThan: new Date(Date.now() + 60_000),
    });
    expect(result.deleted).toBe(2);
    for (const url of [used!, thumbnailOf(used!)]) {
      expect((await fetch(url)).status, url).toBe(200);
    }
    for (const url of [unused!, thumbnailOf(unused!)]) {
      expect((await fetch(url)).status, url).toBe(404);
    }
  });

  it('keeps chat images private: participants get a short-lived presigned link, nobody else a thing', async () => {
    const [seller, buyer, outsider] = [
      await createAccount(ctx.app),
      await createAccount(ctx.app),
      await createAccount(ctx.app),
    ];
    const { response } = await startAboutNewListing(ctx, buyer, seller);
    const conversationId = response.json().id as string;
    const message = await sentImage(ctx.app, buyer, conversationId);
    // The stored reference is the app's route, not a bucket URL anyone could open.
    expect(message.imageUrl).toMatch(new RegExp(`^/api/chatimages/${conversationId}/`));

    const asSeller = await ctx.app.inject({
      method: 'GET',
      url: message.imageUrl!,
      headers: { cookie: seller.cookie },
    });
    expect(asSeller.statusCode).toBe(302);
    expect(asSeller.headers['cache-control']).toBe('private, max-age=60');
    const signed = new URL(String(asSeller.headers.location));
    expect(`${signed.origin}${signed.pathname}`).toBe(
      `${publicUrl}/${message.imageUrl!.slice('/api/'.length)}`,
    );
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(signed.searchParams.get('X-Amz-Signature')).toBeTruthy();
    const object = await fetch(signed);
    expect(object.status).toBe(200);
    expect(object.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).format).toBe('webp');

    const visitor = await ctx.app.inject({ method: 'GET', url: message.imageUrl! });
    expect(visitor.statusCode).toBe(401);
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: message.imageUrl!,
      headers: { cookie: outsider.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers.location).toBeUndefined();

    // The browser may follow the redirect: the presigned host is an allowed image source.
    const csp = String(asSeller.headers['content-security-policy']);
    expect(csp).toContain(`img-src 'self' data: blob: ${signed.origin}`);

    // The sweep still counts the sent image (and its thumbnail) as used.
    const storage = new S3Storage(ctx.config.s3!);
    await sweepUnusedUploads(ctx.db, storage, { olderThan: new Date(Date.now() + 60_000) });
    const key = message.imageUrl!.slice('/api/'.length);
    expect(await storage.get(key)).not.toBeNull();
    expect(await storage.get(key.replace(/\.webp$/, '-thumb.webp'))).not.toBeNull();
  });
});
