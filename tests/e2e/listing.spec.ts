import type { Locator } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { CARHARTT, FEATURED, FEATURED_PERCENT_OFF, SOLD } from './seed-data';
import { listingIdByTitle } from './seed-lookup';

/** The value of one fact (Size, Condition, Listed, Sold) of the listing's details. */
function fact(main: Locator, label: string): Locator {
  return main
    .locator('dl > div')
    .filter({ has: main.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

test('a card opens its listing in a new tab, with photos, price, seller and description', async ({
  page,
}) => {
  const listing = await test.step('the card opens the listing in a new tab', async () => {
    await page.goto('/');
    // The card's link shows the title; its message button (a visitor's sign-in link) only names it.
    const card = page
      .getByRole('link', { name: new RegExp(FEATURED.title) })
      .filter({ hasText: FEATURED.title });
    await expect(card).toHaveAttribute('target', '_blank');

    const popupOpened = page.waitForEvent('popup');
    await card.click();
    const opened = await popupOpened;

    await expect(opened).toHaveURL(/\/listing\/[0-9a-f-]{36}$/);
    await expect(page).toHaveURL(/\/$/);
    return opened;
  });

  const main = listing.getByRole('main');
  await test.step('title, price with its discount, size, condition and age', async () => {
    await expect(listing).toHaveTitle(`${FEATURED.title} · Rotation`);
    await expect(listing.getByRole('heading', { level: 1 })).toHaveText(FEATURED.title);
    await expect(main).toContainText('$135.00');
    await expect(main.locator('s')).toHaveText(/\$180\.00/);
    await expect(main).toContainText(`${FEATURED_PERCENT_OFF}% OFF`, { useInnerText: true });
    await expect(fact(main, 'Size')).toHaveText('L');
    await expect(fact(main, 'Condition')).toHaveText(FEATURED.condition);
    await expect(fact(main, 'Listed')).toHaveText('1h ago');
    await expect(fact(main, 'Sold')).toHaveCount(0);
  });

  await test.step('the description keeps its line breaks', async () => {
    const description = listing.getByRole('region', { name: 'Description' }).locator('p');
    expect(await description.innerText()).toBe(FEATURED.description);
  });

  await test.step('arrows and arrow keys step through the three photos, wrapping around', async () => {
    const counter = listing.getByText(/^Photo \d \/ 3$/);
    const photo = listing.getByRole('img', { name: new RegExp(`^${FEATURED.title}, photo`) });
    await expect(counter).toHaveText('Photo 1 / 3');
    await expect(photo).toHaveAccessibleName(`${FEATURED.title}, photo 1 of 3`);
    const firstSrc = await photo.getAttribute('src');

    await listing.getByRole('button', { name: 'Next image' }).click();
    await expect(counter).toHaveText('Photo 2 / 3');
    await expect(photo).toHaveAccessibleName(`${FEATURED.title}, photo 2 of 3`);
    await expect(photo).not.toHaveAttribute('src', firstSrc!);

    await listing.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('Photo 3 / 3');
    await listing.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('Photo 1 / 3');
    await expect(photo).toHaveAttribute('src', firstSrc!);
    await listing.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('Photo 3 / 3');
    await listing.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter).toHaveText('Photo 2 / 3');
    await listing.getByRole('button', { name: 'Show photo 1' }).click();
    await expect(counter).toHaveText('Photo 1 / 3');

    await expectNoSeriousA11yViolations(listing);
  });

  await test.step('visitors are asked to sign in before messaging the seller', async () => {
    await listing.getByRole('link', { name: 'Sign In to Message' }).click();
    await expect(listing).toHaveURL(/\/login$/);
  });
});

test('the seller card leads to the seller profile', async ({ page, request }) => {
  await page.goto(`/listing/${await listingIdByTitle(request, CARHARTT[0]!.title)}`);
  const seller = page.getByRole('link', { name: /Seller @kaito/ });
  await expect(seller).toContainText('ADMIN');
  await seller.click();
  await expect(page).toHaveURL(/\/profile\/kaito$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('kaito');
});

test('a sold listing says it is sold and offers no messaging', async ({ page, request }) => {
  await page.goto(`/listing/${await listingIdByTitle(request, SOLD.title)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SOLD.title);
  const main = page.getByRole('main');
  await expect(main.getByText('SOLD', { exact: true })).toBeVisible();
  await expect(fact(main, 'Sold')).toHaveText('2d ago');
  await expect(main.getByText('This item has been sold')).toBeVisible();
  await expect(main.getByText('This listing is no longer available for purchase.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign In to Message' })).toHaveCount(0);
  // One photo: no arrows.
  await expect(main.getByRole('button', { name: 'Next image' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a listing without photos says so', async ({ page, request }) => {
  await page.goto(`/listing/${await listingIdByTitle(request, CARHARTT[1]!.title)}`);
  await expect(page.getByText('No images available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous image' })).toHaveCount(0);
});

test('an unknown or malformed listing id shows Listing Not Found', async ({
  page,
  consoleErrors,
}) => {
  // The browser logs the API's 404 and 400 answers; they are what this test is about.
  consoleErrors.allow(/status of (404|400)/);

  await page.goto('/listing/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing Not Found');
  await expect(page.getByText("The listing you're looking for doesn't exist.")).toBeVisible();
  await expect(page).toHaveTitle('Listing Not Found · Rotation');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/listing/not-a-listing-id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing Not Found');
  await page.getByRole('link', { name: 'Back to Listings' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Listings');
});
