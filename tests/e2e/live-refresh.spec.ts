import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signedInBrowser } from './accounts';
import { expect, test } from './fixtures';
import { joinedDaysAgo } from './server-database';
import { listThroughApi } from './two-people';

// docs/decisions/053-live-invalidation.md: what a notification announces, and what a live event
// changes, shows on the screens that show it, however fresh their cached answers are.

/** Marks the document, so a later check can tell the page was never reloaded. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}

/**
 * Resolves once the page's live stream is open: the server has it registered by then, so no event
 * sent afterwards is missed (a stream opened later would not replay notifications).
 */
function liveStreamOpened(page: Page): Promise<unknown> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/live');
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
}

test('following a saved-search notification shows the new listing the search had cached as none', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const owner = await signedInBrowser(browser, playwright, baseURL!);
  const seller = await signedInBrowser(browser, playwright, baseURL!);
  const word = `quokka${randomUUID().slice(0, 8).replace(/\d/g, 'x')}`;
  const saved = await owner.context.request.post('/api/saved-searches', {
    data: { name: 'Quokka jackets', query: `q=${word}` },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { page } = owner;

  // The search finds nothing yet: that answer is now in the page's cache, fresh for 5 minutes.
  const live = liveStreamOpened(page);
  await page.goto(`/?q=${word}`);
  await expect(page.getByText('No listings found')).toBeVisible();
  await live;
  await markDocument(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Saved searches' }).click();
  await expect(page).toHaveURL(/\/saved-searches$/);

  // The search is by brand (docs/product.md, Screens): a brand nobody sells yet.
  const title = `Jacket by ${word}`;
  await listThroughApi(seller.context.request, title, word);

  const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await panel.getByRole('link', { name: /New listings for “Quokka jackets”/ }).click();
  await expect(page).toHaveURL(`/?q=${word}`);
  await expect(
    page
      .getByRole('list', { name: `Listings matching "${word}"` })
      .getByRole('listitem')
      .filter({ hasText: title }),
  ).toBeVisible();
  await expectSameDocument(page);
  await owner.context.close();
  await seller.context.close();
});

test("a confirmed deal and a review show in both people's thread headers and profile without a reload", async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seller = await signedInBrowser(browser, playwright, baseURL!);
  const buyer = await signedInBrowser(browser, playwright, baseURL!);
  const sellerName = seller.account.username;
  const buyerName = buyer.account.username;
  // Established accounts: their reviews count toward the rating.
  await joinedDaysAgo(baseURL!, sellerName, 30);
  await joinedDaysAgo(baseURL!, buyerName, 30);
  const listingId = await listThroughApi(
    seller.context.request,
    `Stüssy deal jacket ${randomUUID().slice(0, 6)}`,
  );

  // The buyer writes, then proposes the deal; the seller will confirm it.
  await buyer.page.goto(`/listing/${listingId}`);
  await buyer.page.getByRole('button', { name: 'Message Seller' }).click();
  const input = buyer.page.getByPlaceholder('Type a message and press Enter...');
  await input.fill('Would you take $150?');
  await input.press('Enter');
  await expect(
    buyer.page
      .getByRole('region', { name: `Messages with @${sellerName}` })
      .getByText('Would you take $150?'),
  ).toBeVisible();
  const conversations = await buyer.context.request.get('/api/conversations');
  const conversationId = ((await conversations.json()) as { conversations: Array<{ id: string }> })
    .conversations[0]!.id;
  const proposed = await buyer.context.request.post(`/api/conversations/${conversationId}/deal`, {
    data: { price: '150' },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);
  const dealId = ((await proposed.json()) as { id: number }).id;

  // Each has the thread open; the seller over their own profile, which shows their reputation.
  const buyerLive = liveStreamOpened(buyer.page);
  const sellerLive = liveStreamOpened(seller.page);
  await buyer.page.goto(`/?conversation=${conversationId}`);
  await seller.page.goto(`/profile/${sellerName}?conversation=${conversationId}`);
  await Promise.all([buyerLive, sellerLive]);
  const buyerDialog = buyer.page.getByRole('dialog', { name: 'Messages' });
  const sellerDialog = seller.page.getByRole('dialog', { name: 'Messages' });
  const sellerProfile = seller.page.locator('main');
  await expect(buyerDialog.getByText('0 confirmed deals', { exact: true })).toBeVisible();
  await expect(sellerDialog.getByText('0 confirmed deals', { exact: true })).toBeVisible();
  await expect(sellerProfile.getByText(/0 deals as buyer · 0 deals as seller/)).toBeVisible();
  await markDocument(buyer.page);
  await markDocument(seller.page);

  await seller.page
    .getByRole('region', { name: `Messages with @${buyerName}` })
    .getByRole('button', { name: 'Confirm deal at $150.00' })
    .click();
  // The buyer did nothing: the live event alone updates their header.
  await expect(buyerDialog.getByText('1 confirmed deal', { exact: true })).toBeVisible();
  await expect(sellerDialog.getByText('1 confirmed deal', { exact: true })).toBeVisible();
  await expect(sellerProfile.getByText(/0 deals as buyer · 1 deal as seller/)).toBeVisible();

  // Each reviews the other from another device: the rating shows in the header of the open thread
  // and on the seller's profile, live.
  await expect(sellerProfile.getByText('No reviews yet').first()).toBeVisible();
  const ofSeller = await buyer.context.request.post(`/api/deals/${dealId}/review`, {
    data: { rating: 4, text: 'As described.' },
  });
  expect(ofSeller.status(), await ofSeller.text()).toBe(201);
  await expect(sellerProfile.getByText('4.0 out of 5, 1 review').first()).toBeVisible();
  await expect(buyerDialog.getByText('4.0 out of 5, 1 review')).toBeVisible();
  const ofBuyer = await seller.context.request.post(`/api/deals/${dealId}/review`, {
    data: { rating: 5, text: 'Paid at once.' },
  });
  expect(ofBuyer.status(), await ofBuyer.text()).toBe(201);
  await expect(sellerDialog.getByText('5.0 out of 5, 1 review')).toBeVisible();

  await expectSameDocument(buyer.page);
  await expectSameDocument(seller.page);
  await seller.context.close();
  await buyer.context.close();
});

test('a price drop of a favourited listing shows on the open Favourites page without a reload', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const seller = await signedInBrowser(browser, playwright, baseURL!);
  const fan = await signedInBrowser(browser, playwright, baseURL!);
  const title = `Stüssy favourite jacket ${randomUUID().slice(0, 6)}`;
  const listingId = await listThroughApi(seller.context.request, title);
  const hearted = await fan.context.request.post(`/api/listings/${listingId}/favourite`);
  expect(hearted.status(), await hearted.text()).toBe(200);

  const { page } = fan;
  const live = liveStreamOpened(page);
  await page.goto('/favourites');
  const card = page
    .getByRole('list', { name: 'Favourite listings' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toContainText('$150.00');
  await live;
  await markDocument(page);

  const discounted = await seller.context.request.patch(`/api/listings/${listingId}/discount`, {
    data: { newPrice: '120' },
  });
  expect(discounted.status(), await discounted.text()).toBe(200);
  await expect(card).toContainText('$120.00');
  await expectSameDocument(page);
  await seller.context.close();
  await fan.context.close();
});
