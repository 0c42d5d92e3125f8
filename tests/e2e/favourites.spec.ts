import { createVerifiedAccount } from './accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { FEATURED } from './seed-data';

test('a member hearts a listing on the feed, finds it on Favourites, and un-hearts it there', async ({
  browser,
  playwright,
}, testInfo) => {
  // A fresh account, two reloads and an accessibility scan: more than the default 30 s on a busy CI.
  test.setTimeout(60_000);
  // An account of its own: the worker's shared one would carry this favourite into other tests.
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const account = await createVerifiedAccount(request);
  await request.dispose();
  const context = await browser.newContext({ storageState: account.storageState });
  const page = await context.newPage();

  await test.step('the heart on a card turns pressed and stays so after a reload', async () => {
    await page.goto('/');
    const card = page
      .getByRole('list', { name: 'All listings' })
      .getByRole('listitem')
      .filter({ hasText: FEATURED.title });
    const heart = card.getByRole('button', { name: 'Add to favourites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/favourite') && response.request().method() === 'POST',
    );
    await heart.click();
    expect((await saved).status()).toBe(200);
    const pressed = card.getByRole('button', { name: 'Remove from favourites' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the Favourites page, from the account menu, lists it', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favourites');
    const cards = page.getByRole('list', { name: 'Favourite listings' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(FEATURED.title);
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('un-hearting it there takes it off the page', async () => {
    await page.getByRole('button', { name: 'Remove from favourites' }).click();
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse listings' })).toHaveAttribute('href', '/');
    await page.reload();
    await expect(page.getByText('No favourites yet')).toBeVisible();
  });

  await context.close();
});
