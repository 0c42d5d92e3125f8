import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { CARHARTT, USERS } from './seed-data';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone, home has its own search section and a two-column grid', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Rotation' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'WTB' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  // The desktop header search gives way to the section under the header.
  await expect(header.locator('input[role="combobox"]')).toBeHidden();
  const search = page.getByRole('main').getByRole('combobox', { name: 'Search listings by brand' });
  await expect(search).toBeVisible();
  const headerBox = (await header.boundingBox())!;
  const searchBox = (await search.boundingBox())!;
  expect(searchBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);

  const cards = page.getByRole('list', { name: 'All listings' }).getByRole('listitem');
  const [first, second, third] = await Promise.all(
    [0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!),
  );
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThan(first!.x);
  expect(third!.y).toBeGreaterThan(first!.y);
  expect(third!.x).toBe(first!.x);

  // Nothing spills sideways at 390 px.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  await search.fill('carhartt');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?q=carhartt$/);
  await expect(page.getByText(`${CARHARTT.length} listings found`)).toBeVisible();
  await expect(search).toHaveValue('carhartt');
  await page.getByRole('button', { name: 'Clear search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Listings');
});

test('on a phone, the WTB board searches from its own field', async ({ page }) => {
  await page.goto('/wtb');
  const search = page.getByRole('main').getByRole('searchbox', {
    name: 'Search WTB requests by title or brand',
  });
  await search.fill('salomon');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/wtb\?q=salomon$/);
  await expect(page.getByText('1 listing found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("on a phone, a profile's tabs stay on one row and scroll to the tab in focus", async ({
  page,
}) => {
  // The header's reputation lines come from their own call: held back here, the page waits for
  // them, so the tabs appear where they stay instead of being pushed down.
  let releaseReputation = () => {};
  const reputationHeld = new Promise<void>((resolve) => (releaseReputation = resolve));
  await page.route('**/api/users/*/reputation', async (route) => {
    await reputationHeld;
    await route.continue();
  });
  await page.goto(`/profile/${USERS.sofia.username}`);
  const tabs = page.getByRole('tablist', { name: 'Profile sections' });
  const first = page.getByRole('tab', { name: /^Active Listings/ });
  const reviews = page.getByRole('tab', { name: 'Reviews' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading profile' })).toBeVisible();
  await expect(tabs).toHaveCount(0);
  releaseReputation();
  await expect(first).toBeVisible();
  const firstTop = (await tabs.boundingBox())!.y;
  await expect(page.getByText(/as seller$/)).toBeVisible();
  expect((await tabs.boundingBox())!.y).toBe(firstTop);
  // One row: every tab on the same line, none of their labels wrapped.
  const [firstBox, reviewsBox] = [(await first.boundingBox())!, (await reviews.boundingBox())!];
  expect(reviewsBox.y).toBe(firstBox.y);
  expect(firstBox.height).toBeLessThan(50);
  // The last tab starts past the screen's edge, and comes into view whole when focused.
  const row = (await tabs.boundingBox())!;
  expect(reviewsBox.x + reviewsBox.width).toBeGreaterThan(row.x + row.width);
  await reviews.focus();
  await expect
    .poll(async () => {
      const box = (await reviews.boundingBox())!;
      return box.x + box.width <= row.x + row.width + 1;
    })
    .toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
