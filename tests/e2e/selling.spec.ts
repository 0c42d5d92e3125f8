import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Listing } from '@/shared/schemas/listing';
import { adminBrowser, signedInTest as test } from './accounts';
import { expect, expectNoSeriousA11yViolations, toast } from './fixtures';

// These tests put new listings at the top of the feed and assert what is first: one after the
// other, in one worker. (Other specs look at the seeded listings only.)
test.describe.configure({ mode: 'default' });

type Photo = { name: string; mimeType: string; buffer: Buffer };

/** A phone-sized photo: a plain colour with a lighter band, so each one looks different. */
async function photo(name: string, color: string, width = 1200, height = 1600): Promise<Photo> {
  const band = `<svg width="${width}" height="${height}"><rect y="${height / 3}" width="${width}" height="${height / 6}" fill="#ffffff" fill-opacity="0.35"/></svg>`;
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .composite([{ input: Buffer.from(band) }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function getListing(request: APIRequestContext, id: string): Promise<Listing> {
  const response = await request.get(`/api/listings/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Listing;
}

function feedCards(page: Page) {
  return page.getByRole('list', { name: 'All listings' }).getByRole('listitem');
}

test('a seller lists an item with three photos, edits, discounts and sells it', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // Bumping a listing created moments ago is refused (429) on purpose.
  consoleErrors.allow(/status of 429 \(Too Many Requests\)/);
  const title = `Kapital Boro Jacket ${Date.now().toString(36)}`;

  // Each photo is one upload request; the server's answers tell which stored URL is which file.
  const stored = new Map<string, string>();
  const sent = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/uploads?purpose=listing') || response.status() !== 201) {
      return;
    }
    const requestBody = response.request().postDataBuffer() ?? Buffer.alloc(0);
    const name = /filename="([^"]+)"/.exec(requestBody.toString('latin1'))?.[1];
    const body = (await response.json()) as { files: Array<{ url: string }> };
    if (!name) return;
    stored.set(name, body.files[0]!.url);
    sent.set(name, requestBody);
  });

  const dialog = page.getByRole('dialog', { name: 'Create New Listing' });
  await test.step("Sell Item opens Create New Listing; other people's cards have no menu", async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Listings');
    await expect(page.getByRole('button', { name: /^Listing actions/ })).toHaveCount(0);

    await page.getByRole('banner').getByRole('button', { name: 'Sell Item' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('JPG, PNG up to 10MB each')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('an empty form says what it needs', async () => {
    await dialog.getByRole('button', { name: 'Publish Listing' }).click();
    for (const message of [
      'Title is required',
      'Brand is required',
      'Category is required',
      'Size is required',
      'Condition is required',
      'Price is required',
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(toast(page, 'No images')).toContainText('Please upload at least one image.');
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('three photos upload one by one, each with its progress bar', async () => {
    // The uploads are held until the bars have been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/uploads?purpose=listing', async (route) => {
      await held;
      await route.continue();
    });
    const chosen = [
      await photo('front.jpg', '#1f2937'),
      await photo('back.jpg', '#7c2d12'),
      await photo('tag.jpg', '#365314', 1600, 1200),
    ];
    await dialog.locator('input[type="file"]').setInputFiles(chosen);
    const bars = dialog.getByRole('progressbar');
    await expect(bars).toHaveCount(3);
    await expect(dialog.getByRole('progressbar', { name: 'Upload of photo 3' })).toBeVisible();
    await expect(dialog.getByText('3/8')).toBeVisible();
    // Nothing keeps moving over the photos while they wait (each frame would paint them again).
    await expect
      .poll(() => dialog.evaluate((element) => element.getAnimations({ subtree: true }).length))
      .toBe(0);
    await expectNoSeriousA11yViolations(page);
    release();
    await expect(bars).toHaveCount(0, { timeout: 20_000 });
    // The bars go once the browser has the answers; the listener above reads them after that.
    await expect
      .poll(() => [...stored.keys()].sort())
      .toEqual(['back.jpg', 'front.jpg', 'tag.jpg']);
    // Phone photos already under 1 MB and 1800 px go up as chosen, not re-encoded in the browser.
    for (const { name, buffer } of chosen) {
      expect(sent.get(name)!.includes(buffer), `${name} sent as chosen`).toBe(true);
    }
    await page.unroute('**/api/uploads?purpose=listing');

    // The keyboard's way to reorder: the tag photo becomes the cover.
    await dialog.getByRole('button', { name: 'Move photo 3 left' }).click();
    await dialog.getByRole('button', { name: 'Move photo 2 left' }).click();
    await expect(dialog.getByText('Photo moved to position 1 of 3.')).toBeAttached();
  });

  await test.step('the fields take what the rules allow', async () => {
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('combobox', { name: 'Brand' }).fill('Kapital');
    await dialog.getByLabel('Category').selectOption('Outerwear');
    // The size input stops at 5 characters.
    await dialog.getByLabel('Size').pressSequentially('MEDIUM');
    await expect(dialog.getByLabel('Size')).toHaveValue('MEDIU');
    await dialog.getByLabel('Size').fill('M');
    await dialog.getByLabel('Condition').selectOption('Gently used');
    // Digits and one decimal point only; nothing above 10,000,000.
    const price = dialog.getByLabel('Price (USD)');
    await price.pressSequentially('$2a0.0.5');
    await expect(price).toHaveValue('20.05');
    await price.fill('');
    await price.pressSequentially('12345678');
    await expect(price).toHaveValue('1234567');
    await price.fill('10000000');
    await price.fill('10000001');
    await expect(price).toHaveValue('10000000');
    await price.fill('200');
    await dialog
      .getByLabel('Description')
      .fill('Pit to pit: 23"\nLength: 27"\nSashiko repairs on both elbows.');
  });

  await dialog.getByRole('button', { name: 'Publish Listing' }).click();
  await expect(toast(page, 'Listing created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // First on home, without a reload, with the only menu there is for this member.
  const first = feedCards(page).first();
  await expect(first).toContainText(title);
  await expect(first).toContainText('$200.00');
  const href = await first.getByRole('link').getAttribute('href');
  const id = href!.split('/').pop()!;
  const created = await getListing(request, id);
  expect(created.images).toEqual(
    ['tag.jpg', 'front.jpg', 'back.jpg'].map((name) => stored.get(name)),
  );
  expect(created.description).toBe('Pit to pit: 23"\nLength: 27"\nSashiko repairs on both elbows.');
  await expect(page.getByRole('button', { name: /^Listing actions/ })).toHaveCount(1);

  // The card opens the listing in a new tab; the feed stays open in this one.
  const popupOpened = page.waitForEvent('popup');
  await first.getByRole('link').click();
  const detail = await popupOpened;
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(title);

  await test.step('edit: a new title, one photo fewer', async () => {
    await expect(detail.getByRole('region', { name: 'Manage your listing' })).toBeVisible();
    await expectNoSeriousA11yViolations(detail);
    await detail.getByRole('button', { name: 'Edit Listing' }).click();
    const edit = detail.getByRole('dialog', { name: 'Edit Listing' });
    await expect(edit.getByLabel('Title')).toHaveValue(title);
    await expect(edit.getByLabel('Price (USD)')).toHaveCount(0);
    await expect(edit.getByRole('img', { name: /^Photo \d of 3/ })).toHaveCount(3);
    await edit.getByRole('button', { name: 'Remove photo 3' }).click();
    await edit.getByLabel('Title').fill(`${title} (indigo)`);
    await expectNoSeriousA11yViolations(detail);
    await edit.getByRole('button', { name: 'Update Listing' }).click();
    await expect(toast(detail, 'Listing updated successfully!')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(detail.getByRole('button', { name: 'Edit Listing' })).toBeFocused();
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(`${title} (indigo)`);
    expect((await getListing(request, id)).images).toEqual(
      ['tag.jpg', 'front.jpg'].map((name) => stored.get(name)),
    );
  });

  await test.step('a bump this soon is refused with the reason', async () => {
    await detail.getByRole('button', { name: 'Bump Listing' }).click();
    await expect(toast(detail, 'Error')).toContainText(
      /You can bump a listing once every 24 hours\. You can bump this one again in 2[34]h \d+m\./,
    );
  });

  await test.step('discount by 15%: the badge shows, in this tab and in the feed', async () => {
    await detail.getByRole('button', { name: 'Discount Item' }).click();
    const discount = detail.getByRole('dialog', { name: 'Discount Item' });
    await expect(discount).toContainText('$200.00');
    const newPrice = discount.getByLabel('New Price (USD)');
    // Checked on submit: required, then lower than the current price.
    await discount.getByRole('button', { name: 'Apply Discount' }).click();
    await expect(discount.getByText('New Price is required')).toBeVisible();
    await newPrice.fill('250');
    await discount.getByRole('button', { name: 'Apply Discount' }).click();
    await expect(discount.getByText('New price must be lower than current price')).toBeVisible();
    await newPrice.fill('190');
    await expect(discount).toContainText('5% off the current price');
    await expect(discount.getByText('This discount will automatically bump')).toHaveCount(0);
    await newPrice.fill('170');
    await expect(discount).toContainText('15% off the current price');
    await expect(
      discount.getByText('This discount will automatically bump your listing to the top!'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(detail);
    await discount.getByRole('button', { name: 'Apply Discount' }).click();
    await expect(toast(detail, 'Item discounted successfully!')).toBeVisible();
    await expect(discount).toBeHidden();
    const main = detail.getByRole('main');
    await expect(main).toContainText('$170.00');
    await expect(main.locator('s')).toHaveText(/\$200\.00/);
    await expect(main).toContainText('15% OFF', { useInnerText: true });

    // The feed in the first tab follows without a reload: first, new title, the badge.
    await page.bringToFront();
    await expect(first).toContainText(`${title} (indigo)`);
    await expect(first).toContainText('$170.00');
    await expect(first).toContainText('15% OFF', { useInnerText: true });
  });

  await test.step('mark it sold from its card: the SOLD overlay shows', async () => {
    await first.getByRole('button', { name: `Listing actions: ${title} (indigo)` }).click();
    await expect(page.getByRole('menuitem', { name: 'Update Price' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('menuitem', { name: 'Mark as Sold' }).click();
    await expect(toast(page, 'Item marked as sold successfully')).toBeVisible();
    await expect(first).toContainText('SOLD');
    await expect(first).toContainText('Sold Just now');
    await expect(first).not.toContainText('% off');
    // Sold: no more seller actions, here or in the listing's tab, which follows on its own.
    await expect(first.getByRole('button', { name: /^Listing actions/ })).toHaveCount(0);
    await expect(detail.getByText('This item has been sold')).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Edit Listing' })).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Mark Listing as Sold' })).toHaveCount(0);
  });
});

test('photos that cannot be used say why, and a refused upload can be retried', async ({
  page,
  consoleErrors,
}) => {
  // The first upload below is answered 415 on purpose.
  consoleErrors.allow(/status of 415 \(Unsupported Media Type\)/);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sell Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Listing' });
  const input = dialog.locator('input[type="file"]');
  const small = await photo('jacket.jpg', '#334155', 300, 400);

  // Nine at once: more than a listing may have, so none is taken.
  await input.setInputFiles(
    Array.from({ length: 9 }, (_, index) => ({ ...small, name: `photo-${index}.jpg` })),
  );
  await expect(toast(page, 'Too many images')).toContainText('You can upload up to 8 images only.');
  await expect(dialog.getByText('0/8')).toBeVisible();

  // Only images are taken.
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(toast(page, 'Invalid file type')).toBeVisible();
  await expect(dialog.getByText('0/8')).toBeVisible();

  let refused = false;
  await page.route('**/api/uploads?purpose=listing', async (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({
      status: 415,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'This file is not an image we can read.' }),
    });
  });
  await input.setInputFiles(small);
  await expect(toast(page, 'Error')).toContainText(
    'Upload failed for jacket.jpg: This file is not an image we can read.',
  );
  await expect(dialog.getByText('Upload failed', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: 'Retry the upload of photo 1' }).click();
  await expect(dialog.getByText('Upload failed', { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await expect(dialog.getByRole('img', { name: 'Photo 1 of 1, the cover' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to where it was.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sell Item' })).toBeFocused();
});

test('an admin deletes a listing after the confirm prompt', async ({
  browser,
  playwright,
  account,
  baseURL,
}) => {
  const title = `Counterfeit Box Logo ${Date.now().toString(36)}`;
  const id =
    await test.step('a member lists something through the API: one photo, then the listing', async () => {
      const seller = await playwright.request.newContext({
        baseURL,
        storageState: account.storageState,
      });
      const front = await photo('front.jpg', '#0f766e');
      const upload = await seller.post('/api/uploads?purpose=listing', {
        multipart: { file: front },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const { files } = (await upload.json()) as { files: Array<{ url: string }> };
      const create = await seller.post('/api/listings', {
        data: {
          title,
          brand: 'Nobrand',
          category: 'Tops',
          size: 'L',
          condition: 'Used',
          price: '99',
          description: '',
          images: [files[0]!.url],
        },
      });
      expect(create.status(), await create.text()).toBe(201);
      const listing = (await create.json()) as Listing;
      await seller.dispose();
      return listing.id;
    });

  const { context, page } = await adminBrowser(browser, playwright, baseURL!);

  await test.step("the admin sees the delete item on any card, and no seller actions on someone else's", async () => {
    await page.goto('/');
    const card = feedCards(page).filter({ hasText: title });
    await card.getByRole('button', { name: `Listing actions: ${title}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Delete Listing (Admin)' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Mark as Sold' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  const prompt = page.getByRole('alertdialog', { name: 'Delete this listing?' });
  await test.step('the detail page offers Delete Listing (Admin), behind a confirm prompt', async () => {
    await page.goto(`/listing/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('button', { name: 'Edit Listing' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete Listing (Admin)' }).click();
    await expect(prompt).toContainText(
      'Are you sure you want to permanently delete this listing? This action cannot be undone.',
    );
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Cancel keeps the listing', async () => {
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete Listing (Admin)' })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  await test.step('confirming deletes it for good and goes home', async () => {
    await page.getByRole('button', { name: 'Delete Listing (Admin)' }).click();
    await prompt.getByRole('button', { name: 'Delete Listing', exact: true }).click();
    await expect(toast(page, 'Listing deleted permanently')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Listings');
    await expect(feedCards(page).first()).toBeVisible();
    await expect(feedCards(page).filter({ hasText: title })).toHaveCount(0);
    expect((await page.request.get(`/api/listings/${id}`)).status()).toBe(404);
  });
  await context.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the floating button opens the create dialog on any page, and it fits the screen', async ({
    page,
  }) => {
    await page.goto('/wtb');
    const header = page.getByRole('banner');
    // The header's Sell Item gives way to the floating button under 768 px, on every page.
    await expect(header.getByRole('button', { name: 'Sell Item' })).toBeHidden();
    const floating = page.getByRole('button', { name: 'Sell Item' });
    await expect(floating).toHaveCount(1);
    await page.goto('/');
    await floating.click();
    const dialog = page.getByRole('dialog', { name: 'Create New Listing' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
