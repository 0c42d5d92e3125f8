import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '@/server/db/schema';
import { createAccount } from './auth-helpers';
import { multipart, type FilePart } from './multipart';
import { photo, photoWithGps } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let seller: Account;
let buyer: Account;

beforeAll(async () => {
  seller = await createAccount(ctx.app);
  buyer = await createAccount(ctx.app);
});

function upload(who: Account | null, query: string, parts: FilePart[]) {
  const form = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/uploads?${query}`,
    payload: form.payload,
    headers: { ...form.headers, ...(who ? { cookie: who.cookie } : {}) },
  });
}

/** A PNG whose header claims 20000x20000 pixels (a pixel flood), with almost no data behind it. */
function pixelFloodPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(10))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function fetchImage(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.rawPayload;
}

describe('POST /api/uploads?purpose=listing', () => {
  it('re-encodes a JPEG to WebP at display and thumbnail size, with its GPS EXIF gone', async () => {
    const jpeg = await photoWithGps(2400, 1600);
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await upload(seller, 'purpose=listing', [
      { filename: 'IMG_0001.jpg', type: 'image/jpeg', data: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [file] = response.json().files;
    expect(file).toEqual({
      url: expect.stringMatching(
        new RegExp(`^/uploads/${seller.user.id}/\\d+-[0-9a-f]{12}\\.webp$`),
      ),
      width: 1800,
      height: 1200,
    });

    const display = await fetchImage(file.url);
    const metadata = await sharp(display).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1800, height: 1200 });
    expect(metadata.exif).toBeUndefined();
    expect(display.includes(Buffer.from('PhoneCo'))).toBe(false);

    const thumbnail = await sharp(
      await fetchImage(file.url.replace(/\.webp$/, '-thumb.webp')),
    ).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 600, height: 400 });
  });

  it('takes the type from the bytes: a PNG named .gif is fine, a text file named .jpg is refused', async () => {
    const png = await photo(300, 400, 'png');
    const renamed = await upload(seller, 'purpose=listing', [
      { filename: 'photo.gif', type: 'image/gif', data: png },
    ]);
    expect(renamed.statusCode).toBe(201);

    const text = await upload(seller, 'purpose=listing', [
      { filename: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('just some text, honestly') },
    ]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      message: 'This file is not an image we can read. Please upload a JPEG, PNG, WebP or GIF.',
    });
  });

  it('refuses a pixel flood and more than 8 images, keeping none of the batch', async () => {
    const flood = await upload(seller, 'purpose=listing', [
      { filename: 'huge.png', type: 'image/png', data: pixelFloodPng() },
    ]);
    expect(flood.statusCode).toBe(413);
    expect(flood.json().message).toMatch(/over 40 megapixels/);

    const small = await photo(60, 80);
    const nine = Array.from({ length: 9 }, (_, i) => ({
      filename: `${i}.jpg`,
      type: 'image/jpeg',
      data: small,
    }));
    const tooMany = await upload(seller, 'purpose=listing', nine);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ message: 'At most 8 images per upload' });
  });

  it('refuses visitors and unknown purposes', async () => {
    const small = await photo(60, 80);
    expect(
      (
        await upload(null, 'purpose=listing', [
          { filename: 'a.jpg', type: 'image/jpeg', data: small },
        ])
      ).statusCode,
    ).toBe(401);
    const bad = await upload(seller, 'purpose=banner', [
      { filename: 'a.jpg', type: 'image/jpeg', data: small },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'purpose must be listing, chat or profile' });
  });
});

describe('POST /api/uploads?purpose=profile|chat', () => {
  it('refuses a file over the 10 MB cap', async () => {
    const response = await upload(seller, 'purpose=profile', [
      { filename: 'big.png', type: 'image/png', data: Buffer.alloc(10 * 1024 * 1024 + 1, 7) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Each image must be at most 10MB' });
  });

  it('stores chat images under the conversation, for its participants only', async () => {
    const [conversation] = await ctx.db
      .insert(conversations)
      .values({ buyerId: buyer.user.id, sellerId: seller.user.id })
      .returning();
    const small = await photo(200, 200);
    const part = [{ filename: 'c.jpg', type: 'image/jpeg', data: small }];

    const mine = await upload(buyer, `purpose=chat&conversationId=${conversation!.id}`, part);
    expect(mine.statusCode).toBe(201);
    expect(mine.json().files[0].url).toMatch(new RegExp(`^/api/chatimages/${conversation!.id}/`));

    const outsider = await createAccount(ctx.app);
    const refused = await upload(outsider, `purpose=chat&conversationId=${conversation!.id}`, part);
    expect(refused.statusCode).toBe(404);
    const missing = await upload(buyer, 'purpose=chat', part);
    expect(missing.statusCode).toBe(400);
  });
});

describe('GET /uploads/*', () => {
  it('serves stored images only: a half-written .tmp file or a dotfile answers 404', async () => {
    const stored = await upload(seller, 'purpose=listing', [
      { filename: 'a.jpg', type: 'image/jpeg', data: await photo(120, 90) },
    ]);
    expect(stored.statusCode, stored.body).toBe(201);
    const url: string = stored.json().files[0].url;
    const image = await ctx.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const unknownUrl = `/uploads/${seller.user.id}/0-000000000000.webp`;
    const unknown = await ctx.app.inject({ method: 'GET', url: unknownUrl });
    expect(unknown.statusCode).toBe(404);

    const key = url.slice('/uploads/'.length);
    const hidden = [
      `${key}.${process.pid}.tmp`,
      `${seller.user.id}/1-aaaaaaaaaaaa.webp.tmp`,
      '.env',
      `${seller.user.id}/.secret.webp`,
      '.git/config',
    ];
    for (const name of hidden) {
      const file = path.join(ctx.config.uploadsDir, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, 'not for you');
      const response = await ctx.app.inject({ method: 'GET', url: `/uploads/${name}` });
      // The same answer as for a file that is not there.
      expect(response.statusCode, name).toBe(404);
      expect(response.body, name).toBe(unknown.body.replace(unknownUrl, `/uploads/${name}`));
    }
  });
});
