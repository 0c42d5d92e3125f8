import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { MAX_IMAGES_PER_LISTING } from '@/shared/constants';
import { createVerifiedAccount } from './accounts';
import { expect, test } from './fixtures';
import { FEATURED } from './seed-data';
import { listingIdByTitle } from './seed-lookup';

/** The box of `inner` lies wholly inside the box of `outer`. */
async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  expect(a).not.toBeNull();
  expect(b).not.toBeNull();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x);
  expect(a!.y).toBeGreaterThanOrEqual(b!.y);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 0.5);
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y + b!.height + 0.5);
}

test('cards ask for the 600 px thumbnail at their size, the first row at once', async ({
  page,
}) => {
  await page.goto('/');
  // Card photos are decorative (alt=""): the card's link names the listing.
  const photos = page.getByRole('list', { name: 'All listings' }).locator('img');
  // The first page of a fresh server: compiling its queries can take a while on a busy machine.
  await expect(photos.nth(5)).toBeAttached({ timeout: 30_000 });

  const first = photos.first();
  await expect(first).toHaveAttribute('srcset', /-thumb\.webp 450w$/);
  await expect(first).toHaveAttribute('sizes', /\(min-width: 1280px\) 228px/);
  await expect(first).toHaveAttribute('width', '450');
  await expect(first).toHaveAttribute('height', '600');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('decoding', 'async');
  // The sixth card starts the second row even at the widest grid: it waits for the scroll.
  await expect(photos.nth(5)).toHaveAttribute('loading', 'lazy');
  await expect(photos.nth(5)).not.toHaveAttribute('fetchpriority', 'high');
});

test("the listing page's first photo is fetched first, at 1800 px where the screen needs it", async ({
  page,
  request,
}) => {
  await page.goto(`/listing/${await listingIdByTitle(request, FEATURED.title)}`);
  const photo = page.getByRole('img', { name: `${FEATURED.title}, photo 1 of 3` });
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('srcset', /-thumb\.webp 450w, \S+\.webp 1350w$/);
  await expect(photo).toHaveAttribute('sizes', /\(min-width: 1024px\) 512px/);
  await expect(photo).toHaveAttribute('width', '1350');
  await expect(photo).toHaveAttribute('height', '1800');
  await expect(photo).not.toHaveAttribute('loading', 'lazy');
  // At 1280 px the column is 512 px wide: the 450 px thumbnail would be blurred.
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.currentSrc))
    .not.toMatch(/-thumb\.webp$/);

  await page.getByRole('button', { name: 'Next image' }).click();
  const second = page.getByRole('img', { name: `${FEATURED.title}, photo 2 of 3` });
  await expect(second).not.toHaveAttribute('fetchpriority', 'high');
});

/** A JPEG of its own colour per photo, uploaded as the signed-in account. */
async function uploadPhotos(request: APIRequestContext, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const buffer = await sharp({
      create: { width: 300, height: 400, channels: 3, background: { r: 30 * i, g: 120, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    const response = await request.post('/api/uploads?purpose=listing', {
      multipart: { file: { name: `${i}.jpg`, mimeType: 'image/jpeg', buffer } },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { files } = (await response.json()) as { files: { url: string }[] };
    urls.push(files[0]!.url);
  }
  return urls;
}

async function expectWholeThumbnails(page: Page, count: number): Promise<void> {
  const strip = page.getByRole('list', { name: 'Photos' });
  const buttons = strip.getByRole('button', { name: /^Show photo \d$/ });
  await expect(buttons).toHaveCount(count);
  for (let i = 0; i < count; i += 1) {
    await expectInside(buttons.nth(i), strip);
    await expectInside(buttons.nth(i), page.locator('main'));
  }
}

test('every thumbnail of a listing with the most photos shows whole, at 1280 and at 390 px', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An account of its own: a listing of the worker's shared account would show up in the
  // other journeys that count that account's listings.
  const request = await playwright.request.newContext({ baseURL });
  await createVerifiedAccount(request);
  const images = await uploadPhotos(request, MAX_IMAGES_PER_LISTING);
  const created = await request.post('/api/listings', {
    data: {
      title: 'Eight photo jacket',
      brand: 'Arc’teryx',
      category: 'Outerwear',
      size: 'M',
      condition: 'Gently used',
      price: '240',
      images,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await request.dispose();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/listing/${id}`);
  await expectWholeThumbnails(page, MAX_IMAGES_PER_LISTING);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectWholeThumbnails(page, MAX_IMAGES_PER_LISTING);
});
