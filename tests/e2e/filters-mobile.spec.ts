import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { FOOTWEAR } from './seed-data';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the filters open in a sheet that applies only on Apply', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const cards = page.getByRole('list', { name: 'All listings' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  // The desktop row gives way to one button.
  const bar = page.getByRole('region', { name: 'Filter listings' });
  await expect(bar.getByRole('button', { name: /^Category/ })).toBeHidden();
  const open = bar.getByRole('button', { name: /^Filters/ });

  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  // The sheet fills the phone's height once its opening animation has settled.
  await expect.poll(async () => Math.round((await sheet.boundingBox())?.height ?? 0)).toBe(844);
  await sheet.getByRole('checkbox', { name: 'Footwear' }).check();
  await sheet.getByRole('checkbox', { name: '10', exact: true }).check();
  await sheet.getByLabel('Max price').fill('300');
  await expect(page).toHaveURL(/\/$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('filter-sheet-390.png') });

  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/\?category=Footwear&size=10&maxPrice=300$/);
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(FOOTWEAR[0]!.title);
  await expect(open).toHaveAccessibleName('Filters 3 active');
  await expect(open, 'focus returns to the Filters button after Apply').toBeFocused();

  // Escape closes without applying; Clear empties the sheet, applied only with Apply.
  await open.click();
  await sheet.getByRole('checkbox', { name: 'Tops' }).check();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(open, 'and after Escape').toBeFocused();
  await expect(page).toHaveURL(/\/\?category=Footwear&size=10&maxPrice=300$/);
  await open.click();
  await expect(sheet.getByRole('checkbox', { name: 'Tops' })).not.toBeChecked();
  await sheet.getByRole('button', { name: 'Clear' }).click();
  await expect(sheet.getByRole('checkbox', { name: 'Footwear' })).not.toBeChecked();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/$/);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath('home-390.png') });
});
