import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { FOOTWEAR } from './seed-data';

const [dunk, nb990, jordan] = FOOTWEAR;

/** The home feed's cards. */
function cards(page: Page) {
  return page.getByRole('list', { name: 'All listings' }).getByRole('listitem');
}

/** Opens a filter of the desktop bar; Escape closes it again. */
async function openFilter(page: Page, name: string) {
  await page
    .getByRole('region', { name: 'Filter listings' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  return page.getByRole('dialog', { name });
}

test('category, size and price narrow the feed, the sort orders it, and it all lives in the URL', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });

  const category = await openFilter(page, 'Category');
  await category.getByRole('checkbox', { name: 'Footwear' }).check();
  await expect(page).toHaveURL(/\/\?category=Footwear$/);
  await expect(cards(page)).toHaveCount(FOOTWEAR.length);
  await expect(page.getByText(`${FOOTWEAR.length} listings found`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(category).toBeHidden();

  const size = await openFilter(page, 'Size');
  await size.getByRole('checkbox', { name: '10', exact: true }).check();
  await expect(page).toHaveURL(/\/\?category=Footwear&size=10$/);
  await expect(cards(page)).toHaveCount(3);
  await page.keyboard.press('Escape');

  // A price applies on Enter, not per keystroke: one history entry for "300".
  const price = await openFilter(page, 'Price');
  await price.getByLabel('Max price').fill('300');
  await price.getByLabel('Max price').press('Enter');
  await expect(page).toHaveURL(/\/\?category=Footwear&size=10&maxPrice=300$/);
  await expect(cards(page)).toHaveText([new RegExp(dunk!.title), new RegExp(nb990!.title)]);
  await expect(page.getByText('2 listings found')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByLabel('Sort by').selectOption('Price: high to low');
  await expect(page).toHaveURL(/\/\?category=Footwear&size=10&maxPrice=300&sort=price_desc$/);
  await expect(cards(page)).toHaveText([new RegExp(nb990!.title), new RegExp(dunk!.title)]);

  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: /^Remove / })).toHaveCount(3);
  await expect(chips).toContainText('Footwear');
  await expect(chips).toContainText('Size 10');
  await expect(chips).toContainText('Under $300');
  await expectNoSeriousA11yViolations(page);

  // A shared link opens the same results in the same order.
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(cards(shared)).toHaveText([new RegExp(nb990!.title), new RegExp(dunk!.title)], {
    timeout: 30_000,
  });
  await expect(shared.getByLabel('Sort by')).toHaveValue('price_desc');
  await shared.close();

  // Back restores the filters before the sort, then before the price.
  await page.goBack();
  await expect(page).toHaveURL(/\/\?category=Footwear&size=10&maxPrice=300$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  await page.goBack();
  await expect(page).toHaveURL(/\/\?category=Footwear&size=10$/);
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).filter({ hasText: jordan!.title })).toHaveCount(1);
  await page.goForward();
  await expect(cards(page)).toHaveCount(2);

  // A reload keeps them.
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('2 listings found')).toBeVisible();
});

test('chips remove one filter each; an empty result names what to loosen and clears it all', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/?category=Footwear&size=10&maxPrice=100');
  await expect(
    page.getByText('No listings match Footwear, size 10 and under $100. Try removing a filter.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('0 listings found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Remove Under $100' }).click();
  await expect(page).toHaveURL(/\/\?category=Footwear&size=10$/);
  await expect(cards(page)).toHaveCount(3);

  await page.goto('/?category=Footwear&size=10&maxPrice=100&sort=price_asc');
  await page.getByRole('main').getByRole('button', { name: 'Clear all' }).last().click();
  // Clear all keeps the sort: it orders, it does not narrow.
  await expect(page).toHaveURL(/\/\?sort=price_asc$/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toBeHidden();
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
});

test('the WTB board filters by brand and budget and sorts by budget', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/wtb');
  const bar = page.getByRole('region', { name: 'Filter WTB requests' });
  const requests = page.getByRole('list', { name: 'All WTB requests' }).getByRole('listitem');
  await expect(requests.first()).toBeVisible({ timeout: 30_000 });

  await bar.getByRole('button', { name: /^Brand/ }).click();
  const brand = page.getByRole('dialog', { name: 'Brand' });
  await brand.getByRole('combobox', { name: 'Add a brand' }).fill('nike');
  await brand.getByRole('combobox', { name: 'Add a brand' }).press('Enter');
  await brand.getByRole('combobox', { name: 'Add a brand' }).fill('Salomon');
  await brand.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/wtb\?brand=nike&brand=Salomon$/);
  await page.keyboard.press('Escape');

  await page.getByLabel('Sort by').selectOption('Highest budget');
  await expect(page).toHaveURL(/\/wtb\?brand=nike&brand=Salomon&sort=budget_desc$/);
  await expect(requests).toHaveText([/XT-6 in black/, /Dunk Low Panda/]);

  await bar.getByRole('button', { name: /^Budget/ }).click();
  const budget = page.getByRole('dialog', { name: 'Budget' });
  await budget.getByLabel('Max budget').fill('160');
  await budget.getByLabel('Max budget').press('Enter');
  await expect(page).toHaveURL(/maxBudget=160/);
  await expect(requests).toHaveText([/Dunk Low Panda/]);
  await expect(page.getByText('1 listing found')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await expect(requests).toHaveText([/XT-6 in black/, /Dunk Low Panda/]);
});
