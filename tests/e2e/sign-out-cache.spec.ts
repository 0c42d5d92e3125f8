import type { Page } from '@playwright/test';
import { signedInBrowser } from './accounts';
import { expect, test } from './fixtures';
import { FEATURED } from './seed-data';

// The other journeys block service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: 'allow' });

/** The service worker's caches of API answers, by name, with the paths each one keeps. */
function keptAnswers(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('rotation-api-')) continue;
      const requests = await (await caches.open(name)).keys();
      kept[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return kept;
  });
}

// docs/decisions/038-service-worker.md: signing out deletes the account's kept answers at once.
test("signing out deletes the account's API answers kept by the service worker", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const { context, page } = await signedInBrowser(browser, playwright, baseURL!);
  const session = await context.request.get('/api/auth/session');
  const { user } = (await session.json()) as { user: { id: string } };
  const ownCache = `rotation-api-${encodeURIComponent(user.id)}`;

  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Read once more now that the worker controls the page: it keeps this account's answers.
  await page.reload();
  await expect(page.getByText(FEATURED.title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Favourites' }).click();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await expect
    .poll(async () => (await keptAnswers(page))[ownCache] ?? [])
    .toEqual(expect.arrayContaining(['/api/listings', '/api/favourites']));

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // At once: nothing the signed-out account read is left in the browser, before anyone else
  // reads anything here.
  const kept = await keptAnswers(page);
  expect(Object.keys(kept)).not.toContain(ownCache);
  expect(Object.values(kept).flat()).not.toContain('/api/favourites');
  await context.close();
});
