import { createVerifiedAccount, signedInTest } from './accounts';
import { expect, test } from './fixtures';
import { CARHARTT, FEATURED, OPEN_WTB } from './seed-data';
import { listingIdByTitle } from './seed-lookup';
import { listThroughApi } from './two-people';

// docs/decisions/042-first-screen.md: a visitor's home, WTB board and listing pages come drawn
// by the server, and the app adopts what it drew.

test('without JavaScript, a visitor still sees home, its search, the WTB board and a listing', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'All Listings' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'All listings' }).getByRole('listitem');
  await expect(cards.filter({ hasText: FEATURED.title })).toHaveCount(1);
  await expect(page.getByText(/^\d+ listings$/)).toBeVisible();

  // The header's search is a form that sends the term where the app would put it.
  const search = page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Search listings by brand' });
  await search.fill('carhartt');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?q=carhartt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "carhartt"');
  const found = page.getByRole('list', { name: 'Listings matching "carhartt"' });
  for (const listing of CARHARTT) await expect(found).toContainText(listing.title);

  await page.goto('/wtb');
  await expect(page.getByRole('heading', { level: 1, name: 'Want to Buy' })).toBeVisible();
  await expect(page.getByText(OPEN_WTB[0]!.title).first()).toBeVisible();

  await page.goto(`/listing/${await listingIdByTitle(page.request, FEATURED.title)}`);
  await expect(page.getByRole('heading', { level: 1, name: FEATURED.title })).toBeVisible();
  await expect(page.getByText('$135.00').first()).toBeVisible();
  await context.close();
});

test("the app adopts the server's page: the same elements, working, with nothing logged", async ({
  page,
}) => {
  // The app's code is held back until the first card's photo, as the server sent it, is marked.
  let marked = false;
  await page.route('**/assets/index-*.js', async (route) => {
    if (!marked) {
      const photo = page.locator('main img').first();
      await photo.waitFor({ state: 'attached' });
      await photo.evaluate((image) => {
        (window as { serverPhoto?: Element }).serverPhoto = image;
      });
      marked = true;
    }
    await route.continue();
  });
  await page.goto('/');
  expect(marked).toBe(true);
  // Adopted, not drawn again: the element the server sent is the one on the page.
  expect(
    await page.evaluate(
      () =>
        (window as { serverPhoto?: Element }).serverPhoto === document.querySelector('main img'),
    ),
  ).toBe(true);

  // And it is the app: a filter opens and applies without loading another page.
  await page
    .getByRole('region', { name: 'Filter listings' })
    .getByRole('button', { name: /^Category/ })
    .click();
  await page.getByRole('checkbox', { name: 'Footwear' }).check();
  await expect(page).toHaveURL(/\/\?category=Footwear$/);
  await expect(page.getByText(/^\d+ listings? found$/)).toBeVisible();
  expect(await page.evaluate(() => 'serverPhoto' in window)).toBe(true);
});

signedInTest(
  "a member's pages are the app alone, which shows who is signed in",
  async ({ page }) => {
    const answer = await page.request.get('/');
    const html = await answer.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('first-screen-state');
    expect(answer.headers()['vary']).toMatch(/Cookie/);

    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sell Item' }).first()).toBeVisible();
    await expect(page.getByText(FEATURED.title).first()).toBeVisible();
  },
);

test("a listing just posted is on a visitor's drawn home, not a copy kept from before", async ({
  playwright,
  baseURL,
}) => {
  // No cookies: a context of the test's own would otherwise carry a session.
  const visitor = await playwright.request.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
  });
  expect(await (await visitor.get('/')).text()).toContain('first-screen-state');
  // A seller of its own: this worker's account must not have a listing on everyone's home, where
  // other specs check that no card is theirs.
  const signUp = await playwright.request.newContext({ baseURL });
  const seller = await createVerifiedAccount(signUp);
  await signUp.dispose();
  const sellerRequest = await playwright.request.newContext({
    baseURL,
    storageState: seller.storageState,
  });
  const title = `Drawn fresh ${Date.now().toString(36)}`;
  await listThroughApi(sellerRequest, title);
  await expect.poll(async () => (await visitor.get('/')).text()).toContain(title);
  await Promise.all([visitor.dispose(), sellerRequest.dispose()]);
});
