import { signedInBrowser } from './accounts';
import { expect, test } from './fixtures';
import { FEATURED } from './seed-data';

// The other journeys block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

// docs/product.md, Installable app and Push alerts, On this device.
test('the app installs, opens offline, and asks the browser to subscribe to alerts', async ({
  browser,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  const { account, context, page } = await signedInBrowser(browser, playwright, baseURL!);
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // Chromium's own checks: the manifest parses and nothing but this test's incognito profile
  // keeps the app from being installed (scripts/lib/installability.ts runs them in a real one).
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toBe(`${baseURL}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(
    installabilityErrors.length > 0 ? ['in-incognito'] : [],
  );

  // Read once more online, now that the page knows its account: the worker keeps these answers.
  await page.reload();
  await expect(page.getByText(FEATURED.title).first()).toBeVisible();

  // Offline: the shell comes from the worker's cache, the feed from this account's last answer,
  // and the page says what is going on.
  consoleErrors.allow(/net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All Listings' })).toBeVisible();
  await expect(page.getByText(FEATURED.title).first()).toBeVisible();
  // Playwright's emulation does not tell a reloaded document it is offline until it changes.
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(page.getByText("You're offline.").first()).toBeVisible();
  await context.setOffline(false);

  // Alerts on this device: the key comes from the server and the browser is asked; this test's
  // Chromium has no push service to reach, so the subscription is refused, and the page says so.
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto(`/profile/${account.username}`);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'E-mail & alerts' }).click();
  const alerts = page.getByRole('switch', { name: 'Alerts on this device' });
  await expect(alerts).not.toBeChecked();
  const keyRead = page.waitForResponse('**/api/push/key');
  await alerts.click();
  expect((await keyRead).status()).toBe(200);
  await expect(
    page.getByText(
      "This browser's push service did not accept the subscription. Try again later.",
      {
        exact: true,
      },
    ),
  ).toBeVisible();
  await expect(alerts).not.toBeChecked();

  // Signed out, the next reads are a visitor's: the account's kept answers are dropped.
  expect(
    await page.evaluate(async () => (await caches.keys()).filter((name) => /api/.test(name))),
  ).toHaveLength(1);
  // Signed out as the account menu does it: the session ends on the server and its copy in the tab.
  expect((await context.request.post('/api/auth/signout')).ok()).toBe(true);
  await page.evaluate(() => sessionStorage.clear());
  // Home comes drawn by the server for a visitor, with its answers; the board reads its own.
  await page.goto('/');
  await expect(page.getByText(FEATURED.title).first()).toBeVisible();
  await page.getByRole('link', { name: 'WTB', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Want to Buy' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => /api/.test(name))))
    .toEqual(['rotation-api-visitor']);
  await context.close();
});
