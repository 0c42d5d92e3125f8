import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { OPEN_WTB, WTB_REQUESTS } from './seed-data';

const newest = OPEN_WTB[0]!;

/**
 * The seeded requests' cards. Tests of wtb-posting.spec.ts post requests of their own in parallel,
 * and a new request goes to the top of the board, so these tests look at the seeded ones only.
 */
function seededCards(list: Locator) {
  const titles = OPEN_WTB.map((wtb) => wtb.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return list.getByRole('listitem').filter({ hasText: new RegExp(titles.join('|')) });
}

test('the WTB board lists open requests, newest first', async ({ page }) => {
  await page.goto('/wtb');
  await expect(page).toHaveTitle('Want to Buy · Rotation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Want to Buy');
  await expect(
    page.getByText('Browse requests from buyers looking for specific items'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('All WTB Listings');

  const cards = seededCards(page.getByRole('list', { name: 'All WTB requests' }));
  await expect(cards).toHaveText(OPEN_WTB.map((wtb) => new RegExp(wtb.title)));
  const fulfilled = WTB_REQUESTS.find((wtb) => wtb.fulfilled)!;
  await expect(page.getByRole('main')).not.toContainText(fulfilled.title);

  const first = cards.first();
  await expect(first).toContainText(`@${newest.buyer}`);
  await expect(first).toContainText('2h ago');
  await expect(first).toContainText(newest.brand.toUpperCase(), { useInnerText: true });
  await expect(first).toContainText('$400.00');
  await expect(first).toContainText(`Size${newest.size}`);
  await expectNoSeriousA11yViolations(page);

  await first.getByRole('link', { name: 'Sign in to message' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the header search on /wtb searches requests by brand or title', async ({ page }) => {
  await page.goto('/wtb');
  const search = page.getByRole('banner').getByRole('searchbox', {
    name: 'Search WTB requests by title or brand',
  });
  const heading = page.getByRole('heading', { level: 2 });

  await search.fill('NIKE');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/wtb\?q=NIKE$/);
  await expect(heading).toHaveText('Search results for "NIKE"');
  await expect(page.getByText('1 listing found')).toBeVisible();
  const results = page.getByRole('list', { name: 'WTB requests matching "NIKE"' });
  await expect(results.getByRole('listitem')).toHaveText([/Dunk Low Panda/]);

  // A word from a title finds it too.
  await search.fill('black');
  await search.press('Enter');
  await expect(heading).toHaveText('Search results for "black"');
  await expect(page.getByText('1 listing found')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('XT-6 in black');

  await search.fill('nothing like this');
  await search.press('Enter');
  await expect(page.getByText('No WTB listings found')).toBeVisible();
  await expect(page.getByText('Try different keywords')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Clear search', exact: true }).click();
  await expect(page).toHaveURL(/\/wtb$/);
  await expect(heading).toHaveText('All WTB Listings');
  await expect(seededCards(page.getByRole('list', { name: 'All WTB requests' }))).toHaveCount(
    OPEN_WTB.length,
  );
});

test('a WTB card opens its detail dialog', async ({ page }) => {
  await page.goto('/wtb');
  const opener = page.getByRole('button', { name: newest.title });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Want to Buy Listing' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: newest.title })).toBeVisible();
  await expect(dialog).toContainText(`@${newest.buyer}`);
  await expect(dialog).toContainText(newest.brand.toUpperCase(), { useInnerText: true });
  await expect(dialog).toContainText(`Size${newest.size}`);
  await expect(dialog).toContainText('Budget$400.00');
  const description = dialog.getByText(newest.description!.split('\n')[0]!);
  expect(await description.innerText()).toBe(newest.description);
  await expect(dialog.getByRole('link', { name: 'Sign in to message this user' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('link', { name: 'Sign in to message this user' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(dialog).toBeHidden();
});
