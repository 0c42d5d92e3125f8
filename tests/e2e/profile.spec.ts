import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { FEATURED, FEED_PAGE_SIZE, OPEN_WTB, SOLD, profileCounts } from './seed-data';

test('a profile shows who the seller is, and its three tabs switch', async ({ page }) => {
  const counts = profileCounts('sofia');
  await page.goto('/profile/sofia');
  await expect(page).toHaveTitle('sofia · Rotation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('sofia');
  const main = page.getByRole('main');
  await expect(main).toContainText(`${counts.active} active listings`);
  await expect(main).toContainText(`${counts.sold} sold item`);
  await expect(main).toContainText('Member since March 2024');
  await expect(main).not.toContainText('ADMIN');

  const active = page.getByRole('tab', { name: `Active Listings (${counts.active})` });
  const sold = page.getByRole('tab', { name: `Sold Items (${counts.sold})` });
  const wtb = page.getByRole('tab', { name: `WTB Listings (${counts.wtb})` });
  await expect(active).toHaveAttribute('aria-selected', 'true');
  const activeCards = page.getByRole('list', { name: 'Active listings' }).getByRole('listitem');
  await expect(activeCards).toHaveCount(counts.active);
  await expect(activeCards.first()).toContainText(FEATURED.title);
  await expectNoSeriousA11yViolations(page);

  await sold.click();
  await expect(sold).toHaveAttribute('aria-selected', 'true');
  const soldCards = page.getByRole('list', { name: 'Sold items' }).getByRole('listitem');
  await expect(soldCards).toHaveCount(counts.sold);
  await expect(soldCards.first()).toContainText(SOLD.title);
  await expect(soldCards.first()).toContainText('Sold 2d ago');

  await wtb.click();
  await expect(wtb).toHaveAttribute('aria-selected', 'true');
  const requests = page.getByRole('list', { name: 'WTB listings' }).getByRole('listitem');
  await expect(requests).toHaveText(
    OPEN_WTB.filter((request) => request.buyer === 'sofia').map(
      (request) => new RegExp(request.title),
    ),
  );
  await expectNoSeriousA11yViolations(page);
});

test('an admin profile carries the ADMIN badge; empty tabs say so', async ({ page }) => {
  await page.goto('/profile/kaito');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('kaito');
  await expect(page.getByRole('main').getByText('ADMIN').first()).toBeVisible();
  await expect(page.getByText('Member since November 2023')).toBeVisible();

  await page.getByRole('tab', { name: 'Sold Items (0)' }).click();
  await expect(page.getByText('No sold items found.')).toBeVisible();
  await page.getByRole('tab', { name: 'WTB Listings (0)' }).click();
  await expect(page.getByText('No WTB listings found.')).toBeVisible();
});

test('a profile with nothing for sale says so', async ({ page }) => {
  await page.goto('/profile/devon');
  await expect(page.getByText('No active listings found.')).toBeVisible();
  await page.getByRole('tab', { name: `WTB Listings (${profileCounts('devon').wtb})` }).click();
  await expect(page.getByRole('list', { name: 'WTB listings' }).getByRole('listitem')).toHaveCount(
    profileCounts('devon').wtb,
  );
});

test("a big seller's listings load page by page", async ({ page }) => {
  const counts = profileCounts('rowan');
  await page.goto('/profile/rowan');
  await expect(page.getByRole('tab', { name: `Active Listings (${counts.active})` })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Active listings' }).getByRole('listitem');
  await expect(cards).toHaveCount(FEED_PAGE_SIZE);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(counts.active);
});

test('an unknown username shows the 404 view with a way home', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 404/);
  await page.goto('/profile/nobodyhere');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User not found');
  await expect(page.getByText('The user does not exist')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Listings');
});

test('the open tab lives in the address beside the filters, through a filter change and a reload', async ({
  page,
}) => {
  await page.goto('/profile/sofia');
  const sold = page.getByRole('tab', { name: /^Sold Items/ });
  await sold.click();
  await expect(page).toHaveURL(/\/profile\/sofia\?tab=sold$/);

  await page
    .getByRole('region', { name: 'Filter listings' })
    .getByRole('button', { name: /^Category/ })
    .click();
  const category = page.getByRole('dialog', { name: 'Category' });
  await category.getByRole('checkbox', { name: 'Bottoms' }).check();
  await expect(page).toHaveURL(/\/profile\/sofia\?tab=sold&category=Bottoms$/);
  await expect(sold).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No listings match Bottoms. Try removing a filter.')).toBeVisible();

  await category.getByRole('checkbox', { name: 'Tops' }).check();
  await expect(page).toHaveURL(/\/profile\/sofia\?tab=sold&category=Bottoms&category=Tops$/);
  const soldCards = page.getByRole('list', { name: 'Sold items' }).getByRole('listitem');
  await expect(soldCards).toHaveText([new RegExp(SOLD.title)]);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('tab', { name: /^Sold Items/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(soldCards).toHaveText([new RegExp(SOLD.title)]);

  await page.goBack();
  await expect(page).toHaveURL(/\/profile\/sofia\?tab=sold&category=Bottoms$/);
  await expect(sold).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: /^Active Listings/ }).click();
  await expect(page).toHaveURL(/\/profile\/sofia\?category=Bottoms$/);
});
