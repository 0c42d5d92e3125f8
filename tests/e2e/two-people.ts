import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';

// Helpers for journeys between two people: a seller's listing, and a thread in the messages dialog.

/** The seller's listing, made through the API: one photo, then the listing at $150 (by default, Stüssy). */
export async function listThroughApi(
  request: APIRequestContext,
  title: string,
  brand = 'Stüssy',
): Promise<string> {
  const buffer = await sharp({
    create: { width: 800, height: 1000, channels: 3, background: '#1e3a8a' },
  })
    .jpeg()
    .toBuffer();
  const upload = await request.post('/api/uploads?purpose=listing', {
    multipart: { file: { name: 'jacket.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { files } = (await upload.json()) as { files: Array<{ url: string }> };
  const create = await request.post('/api/listings', {
    data: {
      title,
      brand,
      category: 'Outerwear',
      size: 'M',
      condition: 'Gently used',
      price: '150',
      description: '',
      images: [files[0]!.url],
    },
  });
  expect(create.status(), await create.text()).toBe(201);
  return ((await create.json()) as { id: string }).id;
}

/** The open thread with `username` in the messages dialog. */
export function thread(page: Page, username: string): Locator {
  return page
    .getByRole('dialog', { name: 'Messages' })
    .getByRole('region', { name: `Messages with @${username}` });
}
