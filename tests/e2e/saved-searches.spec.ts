import type { Page } from '@playwright/test';
import { createVerifiedAccount } from './accounts';
import { expect, expectNoSeriousA11yViolations, test, toast } from './fixtures';
import { FOOTWEAR } from './seed-data';

const [dunk, nb990] = FOOTWEAR;

function cards(page: Page) {
  return page.getByRole('list', { name: 'All listings' }).getByRole('listitem');
}

async function openFilter(page: Page, name: string) {
  await page
    .getByRole('region', { name: 'Filter listings' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  return page.getByRole('dialog', { name });
}

test('a filtered feed saved by name is listed on Saved searches, opens the same results and can be deleted', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // An account of its own: the limit of saved searches is per person.
  const request = await playwright.request.newContext({ baseURL });
  const account = await createVerifiedAccount(request);
  await request.dispose();
  await context.addCookies(account.storageState.cookies);

  await page.goto('/');
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  const category = await openFilter(page, 'Category');
  await category.getByRole('checkbox', { name: 'Footwear' }).check();
  await page.keyboard.press('Escape');
  const price = await openFilter(page, 'Price');
  await price.getByLabel('Max price').fill('300');
  await price.getByLabel('Max price').press('Enter');
  await page.keyboard.press('Escape');
  await page.getByLabel('Sort by').selectOption('Price: high to low');
  await expect(page).toHaveURL(/\/\?category=Footwear&maxPrice=300&sort=price_desc$/);

  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save search' });
  const name = dialog.getByLabel('Name');
  await expect(name).toHaveValue('Footwear · Under $300 · Price: high to low');
  await expectNoSeriousA11yViolations(page);
  await name.fill('Cheap kicks');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Search saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Saved searches' }).click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  const row = page.getByRole('listitem').filter({ hasText: 'Cheap kicks' });
  await expect(row).toContainText('Footwear · Under $300 · Price: high to low');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: 'Open Cheap kicks' }).click();
  await expect(page).toHaveURL(/\/\?category=Footwear&maxPrice=300&sort=price_desc$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc');
  await expect(cards(page).filter({ hasText: dunk!.title })).toHaveCount(1);
  await expect(cards(page).filter({ hasText: nb990!.title })).toHaveCount(1);

  await page.goBack();
  await page.getByRole('button', { name: 'Delete Cheap kicks' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this saved search?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No saved searches yet')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Cheap kicks' })).toHaveCount(0);
});
