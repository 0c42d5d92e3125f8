import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

test('the About page explains how Rotation works and what it does not do', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('About · Rotation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Rotation');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'How it works',
    'Buyer protection',
    'Staying safe',
    'Seller guidelines',
    'Disclaimer',
  ]);
  const main = page.getByRole('main');
  await expect(main).toContainText('Rotation charges no fees on either side.');
  await expect(main).toContainText('PayPal Goods & Services');
  await expect(main).toContainText('Rotation handles no payments');
  await expect(main).toContainText('Most resale scams follow the same few steps.');
  await expect(main).toContainText('We do not authenticate items');
  await expect(main).toContainText('or mediate disputes');
  await expectNoSeriousA11yViolations(page);
});

test('an unknown path shows Page Not Found with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page Not Found · Rotation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('main')).toContainText('/no/such/page');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Listings');
});

test('the server answers every page with a strict CSP and no inline script', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(await page.locator('script:not([src])').count()).toBe(0);
  // As sent, the one script without a file is data, which no browser runs: the answers a page
  // drawn by the server was drawn from (docs/decisions/042-first-screen.md).
  const html = await response!.text();
  expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual([
    '<script id="first-screen-state" type="application/json">',
  ]);
});
