/** Small generated images for the upload tests, and uploading them. */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { multipart } from './multipart';

/** A plain photo of this size. */
export function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A JPEG of this size as a phone writes it: camera EXIF with the GPS position of a home. */
export async function photoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp(await photo(width, height))
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper 3' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

/**
 * POST /api/uploads?`query` with `count` small JPEGs (each its own colour) as `who`, which must
 * succeed: the stored display URLs, in order.
 */
export async function uploadedPhotos(
  app: FastifyInstance,
  who: { cookie: string },
  count = 1,
  query = 'purpose=listing',
): Promise<string[]> {
  const parts = [];
  for (let i = 0; i < count; i += 1) {
    const data = await sharp({
      create: { width: 90, height: 120, channels: 3, background: { r: 20 * i, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    parts.push({ filename: `${i}.jpg`, type: 'image/jpeg', data });
  }
  const form = multipart(parts);
  const response = await app.inject({
    method: 'POST',
    url: `/api/uploads?${query}`,
    payload: form.payload,
    headers: { ...form.headers, cookie: who.cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().files.map((file: { url: string }) => file.url);
}
