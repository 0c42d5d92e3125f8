import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  CARHARTT,
  FEATURED,
  FEATURED_PERCENT_OFF,
  FEED_PAGE_SIZE,
  LISTINGS,
  SOLD,
} from './seed-data';

/**
 * The seeded listings' cards. selling.spec.ts lists items of its own in parallel, and a new
 * listing goes to the top of the feed, so the order and the total are checked on the seeded ones.
 */
function seededCards(list: Locator) {
  const titles = [...new Set(LISTINGS.map((listing) => listing.title))].map((title) =>
    title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return list.getByRole('listitem').filter({ hasText: new RegExp(titles.join('|')) });
}

test('a visitor sees the newest listings as cards, and more as they scroll', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Rotation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Listings');

  const list = page.getByRole('list', { name: 'All listings' });
  await expect(list.getByRole('listitem')).toHaveCount(FEED_PAGE_SIZE);
  const cards = seededCards(list);

  // Newest first: the discounted featured listing, with its badge, prices and seller.
  const featured = cards.first();
  await expect(featured).toContainText(FEATURED.title);
  await expect(featured).toContainText('@sofia');
  await expect(featured).toContainText('STUSSY · L', { useInnerText: true });
  await expect(featured).toContainText(`${FEATURED_PERCENT_OFF}% OFF`, { useInnerText: true });
  await expect(featured).toContainText('$135.00');
  await expect(featured.locator('s')).toContainText('$180.00');
  await expect(featured).toContainText('1h ago');
  await expect(featured.locator('img')).toHaveAttribute('src', /-thumb\.webp$/);

  const admin = cards.filter({ hasText: CARHARTT[0]!.title });
  await expect(admin).toContainText('@kaito');
  await expect(admin).toContainText('ADMIN');

  await expect(cards.filter({ hasText: CARHARTT[1]!.title })).toContainText('No image');

  await expectNoSeriousA11yViolations(page);

  // Infinite scroll: reaching the end of the first page loads the rest.
  await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(LISTINGS.length);

  // The seeded sold listing comes late in the feed: the first page may end before it while other
  // journeys list (and sell) items of their own.
  const sold = cards.filter({ hasText: SOLD.title });
  await expect(sold).toContainText('SOLD');
  await expect(sold).toContainText('Sold 2d ago');
  await expect(sold).not.toContainText('% off');
});

test('a brand search lives in the URL, counts its results and clears', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search listings by brand' });
  await search.fill('carhartt');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/\?q=carhartt$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "carhartt"');
  await expect(page.getByText(`${CARHARTT.length} listings found`)).toBeVisible();
  const cards = page
    .getByRole('list', { name: 'Listings matching "carhartt"' })
    .getByRole('listitem');
  await expect(cards).toHaveText(CARHARTT.map((listing) => new RegExp(listing.title)));
  await expectNoSeriousA11yViolations(page);

  // Shareable: a reload keeps the search and its results.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "carhartt"');
  await expect(search).toHaveValue('carhartt');
  await expect(cards).toHaveCount(CARHARTT.length);

  await page.getByRole('button', { name: 'Clear search', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Listings');
  await expect(search).toHaveValue('');
});

test('a search with no results says so and offers to clear it', async ({ page }) => {
  await page.goto('/?q=nosuchbrand');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Search results for "nosuchbrand"',
  );
  await expect(page.getByText('0 listings found')).toBeVisible();
  await expect(page.getByText('No listings found')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Listings');
});

test('the header links lead to each page', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'WTB' }).click();
  await expect(page).toHaveURL(/\/wtb$/);
  await expect(header.getByRole('link', { name: 'WTB' })).toHaveAttribute('aria-current', 'page');
  await header.getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Rotation');
  await header.getByRole('link', { name: 'Rotation' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Listings');

  // The desktop header search works from any page and lands on the home search.
  await page.goto('/about');
  await header.getByRole('combobox', { name: 'Search listings by brand' }).fill('Stussy');
  await header.getByRole('combobox', { name: 'Search listings by brand' }).press('Enter');
  await expect(page).toHaveURL(/\/\?q=Stussy$/);
  await expect(page.getByText('1 listing found')).toBeVisible();

  await header.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Rotation');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
