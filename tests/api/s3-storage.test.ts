import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/server/db/embedded';
import { S3Storage } from '../../src/server/storage/s3';
import { sweepUnusedUploads } from '../../src/server/uploads/sweep';
import { createAccount } from './auth-helpers';
import { multipart } from './multipart';
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

describe('S3 storage', () => {
  it('stores processed photos in the bucket, serves their public URLs and lets the CSP load them', async () => {
    const seller = await createAccount(ctx.app);
    const jpeg = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#345' },
    })
      .jpeg()
      .toBuffer();
    const form = multipart([{ filename: 'a.jpg', type: 'image/jpeg', data: jpeg }]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=listing',
      payload: form.payload,
      headers: { ...form.headers, cookie: seller.cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const url: string = upload.json().files[0].url;
    expect(url.startsWith(`${publicUrl}/${seller.user.id}/`)).toBe(true);

    const object = await fetch(url);
    expect(object.status).toBe(200);
    expect(object.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await fetch(url.replace(/\.webp$/, '-thumb.webp'))).status).toBe(200);

    const listing = await ctx.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: seller.cookie },
      payload: {
        title: 'Tee',
        brand: 'S3Brand',
        category: 'Tops',
        size: 'M',
        condition: 'Used',
        price: '20',
        images: [url],
      },
    });
    expect(listing.statusCode, listing.body).toBe(201);
    expect(listing.json().thumbnails).toEqual([url.replace(/\.webp$/, '-thumb.webp')]);

    const csp = String(listing.headers['content-security-policy']);
    expect(csp).toContain(`img-src 'self' data: blob: ${new URL(publicUrl).origin}`);
  });

  it('lists the bucket for the sweep, which deletes an unused upload and keeps a used one', async () => {
    const seller = await createAccount(ctx.app);
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#a53' },
    })
      .jpeg()
      .toBuffer();
    const form = multipart([
      { filename: 'a.jpg', type: 'image/jpeg', data: jpeg },
      { filename: 'b.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads?purpose=listing',
      payload: form.payload,
      headers: { ...form.headers, cookie: seller.cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const [used, unused] = upload.json().files.map((file: { url: string }) => file.url);
    const listing = await ctx.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: seller.cookie },
      payload: {
        title: 'Cap',
        brand: 'S3Brand',
        category: 'Accessories',
        size: 'OS',
        condition: 'Used',
        price: '15',
        images: [used],
      },
    });
    expect(listing.statusCode, listing.body).toBe(201);

    // The bucket cannot be backdated: a cut-off in the future makes every object old enough.
    const storage = new S3Storage(ctx.config.s3!);
    const result = await sweepUnusedUploads(ctx.db, storage, {
      olderThan: new Date(Date.now() + 60_000),
    });
    expect(result.deleted).toBe(2);
    const thumbnail = (url: string) => url.replace(/\.webp$/, '-thumb.webp');
    for (const url of [used, thumbnail(used)]) expect((await fetch(url)).status, url).toBe(200);
    for (const url of [unused, thumbnail(unused)]) expect((await fetch(url)).status, url).toBe(404);
  });
});
