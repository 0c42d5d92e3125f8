import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signedInBrowser } from './accounts';
import { joinedDaysAgo } from './server-database';
import { listThroughApi, thread } from './two-people';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

async function leaveReview(page: Page, other: string, text: string) {
  await thread(page, other)
    .getByRole('button', { name: `Review @${other}` })
    .click();
  const form = page.getByRole('dialog', { name: `Review @${other}` });
  // By keyboard, as the stars are drawn over the radio buttons.
  const five = form.getByRole('radio', { name: /^5 out of 5/ });
  await five.focus();
  await page.keyboard.press('Space');
  await expect(five).toBeChecked();
  await form.getByLabel('Review (optional)').fill(text);
  await form.getByRole('button', { name: 'Post Review' }).click();
  await expect(form).toBeHidden();
  await expect(thread(page, other).getByRole('button', { name: `Review @${other}` })).toHaveCount(
    0,
  );
}

test('a buyer offers, the seller counters, the buyer accepts, both confirm, the listing is sold, and both review each other', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Two accounts, two browsers and a photo upload: longer than most journeys.
  test.setTimeout(120_000);
  const title = `Stüssy work jacket ${randomUUID().slice(0, 6)}`;
  const seller = await signedInBrowser(browser, playwright, baseURL!);
  const buyer = await signedInBrowser(browser, playwright, baseURL!);
  const listingId = await listThroughApi(seller.context.request, title);
  const sellerName = seller.account.username;
  const buyerName = buyer.account.username;

  await test.step('the buyer writes to the seller and makes an offer', async () => {
    const { page } = buyer;
    await page.goto(`/listing/${listingId}`);
    await page.getByRole('button', { name: 'Message Seller' }).click();
    const input = page.getByPlaceholder('Type a message and press Enter...');
    await input.fill('Hi! Is the jacket still available?');
    await input.press('Enter');
    await expect(
      thread(page, sellerName).getByText('Is the jacket still available?'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Make offer' }).click();
    const offer = page.getByRole('dialog', { name: 'Make an offer' });
    await offer.getByLabel('Your offer (USD)').fill('120');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(offer).toBeHidden();
    await expect(
      thread(page, sellerName).getByRole('button', { name: 'Withdraw offer of $120.00' }),
    ).toBeVisible();
  });

  await test.step('the seller sees the offer live and counters it', async () => {
    const { page } = seller;
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Messages, unread conversations', exact: true })
      .click();
    const cards = thread(page, buyerName);
    await cards.getByRole('button', { name: 'Counter offer of $120.00' }).click();
    await cards.getByLabel('Your counter-offer (USD)').fill('135');
    await cards.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(cards.getByText('Countered')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the buyer accepts the counter live, which proposes the deal', async () => {
    const cards = thread(buyer.page, sellerName);
    await cards.getByRole('button', { name: 'Accept offer of $135.00' }).click();
    await expect(cards.getByText('Waiting for confirmation')).toBeVisible();
  });

  await test.step('the seller confirms; the listing is sold', async () => {
    const cards = thread(seller.page, buyerName);
    await cards.getByRole('button', { name: 'Confirm deal at $135.00' }).click();
    await expect(cards.getByText('Confirmed', { exact: true })).toBeVisible();
    const listing = await seller.context.request.get(`/api/listings/${listingId}`);
    expect(((await listing.json()) as { isSold: boolean }).isSold).toBe(true);
  });

  await test.step('both review each other from the deal card', async () => {
    // The buyer has been a member for a month: a review counts toward the rating only from an
    // account at least 7 days old when the deal was confirmed.
    await joinedDaysAgo(baseURL!, buyerName, 30);
    await leaveReview(seller.page, buyerName, 'Paid straight away, easy to deal with.');
    await leaveReview(buyer.page, sellerName, 'Jacket exactly as described. Thanks!');
  });

  await test.step('the listing shows SOLD; the seller profile shows the rating and the deal', async () => {
    const { page } = buyer;
    await page.goto(`/listing/${listingId}`);
    await expect(page.getByText('This item has been sold')).toBeVisible();
    await page.goto(`/profile/${sellerName}?tab=reviews`);
    const main = page.getByRole('main');
    await expect(main.getByText('5.0 out of 5, 1 review').first()).toBeVisible();
    await expect(main.getByText('from 1 person', { exact: true })).toBeVisible();
    await expect(main.getByText(/0 deals as buyer · 1 deal as seller/)).toBeVisible();
    await expect(main.getByText('Jacket exactly as described. Thanks!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The author may change their review for 48 hours.
    await main.getByRole('button', { name: `Edit your review of @${sellerName}` }).click();
    const form = page.getByRole('dialog', { name: `Edit your review of @${sellerName}` });
    await expect(form.getByLabel('Review (optional)')).toHaveValue(
      'Jacket exactly as described. Thanks!',
    );
    await form.getByLabel('Review (optional)').fill('Jacket exactly as described. Fast too!');
    await form.getByRole('button', { name: 'Save Review' }).click();
    await expect(main.getByText('Jacket exactly as described. Fast too!')).toBeVisible();
  });

  await seller.context.close();
  await buyer.context.close();
});
