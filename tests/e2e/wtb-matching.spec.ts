import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInBrowser } from './accounts';
import { expect, expectNoSeriousA11yViolations, test, toast } from './fixtures';

async function photo() {
  const buffer = await sharp({
    create: { width: 800, height: 1000, channels: 3, background: '#334155' },
  })
    .jpeg()
    .toBuffer();
  return { name: 'jacket.jpg', mimeType: 'image/jpeg', buffer };
}

async function openRequest(page: Page, title: string) {
  await page.goto(`/wtb?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: title, exact: true }).click();
  return page.getByRole('dialog', { name: 'Want to Buy Listing' });
}

test('a buyer posts a WTB; a seller typing a matching listing sees the buyer waiting; the buyer is told live and the match shows on the request', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Two accounts, two browsers and a photo upload: longer than most journeys.
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const brand = `Comme des Garçons ${tag}`;
  const wanted = `Wool blazer ${tag}`;
  const listed = `CDG wool blazer ${tag}`;
  const buyer = await signedInBrowser(browser, playwright, baseURL!);
  const seller = await signedInBrowser(browser, playwright, baseURL!);

  await test.step('the buyer posts a request; it has no matches yet', async () => {
    const { page } = buyer;
    await page.goto('/wtb');
    await page.getByRole('button', { name: 'Create a WTB' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a WTB Request' });
    await dialog.getByLabel('What are you looking for?').fill(wanted);
    await dialog.getByLabel('Brand').fill(brand);
    await dialog.getByLabel('Size').fill('Large');
    await dialog.getByLabel('Maximum Budget (USD)').fill('300');
    await dialog.getByRole('button', { name: 'Create WTB' }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    const detail = await openRequest(page, wanted);
    await expect(
      detail.getByText("No listings match yet. We'll notify you when one is listed."),
    ).toBeVisible();
  });

  await test.step('the seller types a matching listing and sees "1 buyer wants this"', async () => {
    const { page } = seller;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Sell Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Listing' });
    await dialog.locator('input[type="file"]').setInputFiles([await photo()]);
    await dialog.getByLabel('Title').fill(listed);
    // Another spelling of the same brand and size.
    await dialog
      .getByRole('combobox', { name: 'Brand' })
      .fill(`comme des garcons ${tag.toLowerCase()}`);
    await dialog.getByLabel('Category').selectOption('Outerwear');
    await dialog.getByLabel('Size').fill('L');
    await dialog.getByLabel('Condition').selectOption('Gently used');
    await dialog.getByLabel('Price (USD)').fill('280');
    const line = dialog.getByRole('status').filter({ hasText: '1 buyer wants this' });
    await expect(line).toBeVisible();
    await line.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/wtb-matching-dialog.png' });
    await dialog.getByRole('button', { name: 'Publish Listing' }).click();
    await expect(toast(page, 'Listing created successfully!')).toBeVisible();
  });

  await test.step("the seller's listing page lists the request with a Message buyer button", async () => {
    const { page } = seller;
    // Feed cards open listings in a new tab; this tab follows the card's link instead.
    const card = page.getByRole('link', { name: listed }).first();
    await page.goto((await card.getAttribute('href'))!);
    const wanting = page.getByRole('region', { name: '1 buyer wants this' });
    await expect(wanting).toContainText(wanted);
    await expect(wanting).toContainText(`@${buyer.account.username}`);
    await expect(wanting.getByRole('button', { name: `Message buyer: ${wanted}` })).toBeVisible();
  });

  await test.step("the buyer's bell shows the match without a reload and opens the listing", async () => {
    const { page } = buyer;
    // The request's dialog from the first step is still open: the header is behind it.
    await page.keyboard.press('Escape');
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await expect(bell).toBeVisible({ timeout: 20_000 });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByRole('link', { name: `Unread: A listing matches your WTB: ${listed}, $280.00` })
      .click();
    await expect(page).toHaveURL(/\/listing\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listed);
  });

  await test.step("the listing shows under the buyer's Matches and opens", async () => {
    const { page } = buyer;
    const detail = await openRequest(page, wanted);
    const matches = detail.getByRole('region', { name: 'Matches' });
    await expect(matches.getByRole('link', { name: new RegExp(listed) })).toBeVisible();
    await expect(matches).toContainText('$280.00');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: 'test-results/wtb-matching-matches.png' });
    await matches.getByRole('link', { name: new RegExp(listed) }).click();
    await expect(page).toHaveURL(/\/listing\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listed);
  });

  await buyer.context.close();
  await seller.context.close();
});
