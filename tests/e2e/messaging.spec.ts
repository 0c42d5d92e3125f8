import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { signedInTest } from './accounts';
import { expect, expectNoSeriousA11yViolations, test, toast } from './fixtures';
import { listingIdByTitle } from './seed-lookup';
import { CARHARTT, FEATURED, MESSAGING_USERS, OPEN_WTB } from './seed-data';

const PLACEHOLDER = 'Type a message and press Enter...';
const CHASE = CARHARTT.find((listing) => listing.seller === MESSAGING_USERS.seller.username)!;
const XT6 = OPEN_WTB.find((wtb) => wtb.buyer === MESSAGING_USERS.poster.username)!;

/** A browser signed in as a seed user with a password: the other end of a conversation. */
async function signInAs(
  browser: Browser,
  baseURL: string,
  user: { username: string; password: string },
) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/auth/signin', {
    data: { email: `${user.username}@example.com`, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

/** A small photo made on the spot: a colour with a lighter square. */
async function photo(color: string) {
  const square = `<svg width="160" height="120"><rect x="50" y="30" width="60" height="60" fill="#fff" fill-opacity="0.5"/></svg>`;
  const buffer = await sharp({
    create: { width: 160, height: 120, channels: 3, background: color },
  })
    .composite([{ input: Buffer.from(square) }])
    .png()
    .toBuffer();
  return { name: 'offer.png', mimeType: 'image/png', buffer };
}

function messagesDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Messages' });
}

function thread(dialog: Locator, username: string) {
  return dialog.getByRole('region', { name: `Messages with @${username}` });
}

function messagesButton(page: Page, unread: boolean) {
  return page.getByRole('banner').getByRole('button', {
    name: unread ? 'Messages, unread conversations' : 'Messages',
    exact: true,
  });
}

/** A row of the conversation list, by the other party. */
function row(dialog: Locator, username: string) {
  return dialog
    .getByRole('list', { name: 'Conversations' })
    .getByRole('listitem')
    .filter({ hasText: `@${username}` });
}

signedInTest(
  'a buyer messages a seller, who is told live and answers with a photo the buyer sees arrive',
  async ({ page, account, browser, baseURL }) => {
    signedInTest.setTimeout(90_000);
    const seller = MESSAGING_USERS.seller.username;
    const sellerContext = await signInAs(browser, baseURL!, MESSAGING_USERS.seller);
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/');
    // Nothing unread yet; the seller's dialog stays closed while the buyer writes.
    await expect(messagesButton(sellerPage, false)).toBeVisible();

    const text = `Would you take $85 for the ${CHASE.title}? (${Date.now().toString(36)})`;
    const dialog = messagesDialog(page);

    await test.step('the buyer opens a new conversation from the listing', async () => {
      await page.goto(`/listing/${await listingIdByTitle(page.request, CHASE.title)}`);
      await page.getByRole('button', { name: 'Message Seller' }).click();
      await expect(dialog).toBeVisible();
      // Pending: the header already shows the listing and the seller.
      await expect(
        dialog.getByRole('link', { name: `${CHASE.title} (opens in a new tab)` }),
      ).toHaveAttribute('href', /^\/listing\//);
      await expect(
        dialog.getByRole('link', { name: `@${seller} (opens in a new tab)` }),
      ).toHaveAttribute('href', `/profile/${seller}`);
      await expect(thread(dialog, seller)).toContainText(
        'No messages yet. Start the conversation!',
      );
      const pendingRow = dialog.getByRole('button', { name: /Starting new conversation\.\.\./ });
      await expect(pendingRow).toHaveAttribute('aria-current', 'true');
      await expect(dialog.getByPlaceholder(PLACEHOLDER)).toBeFocused();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('blank text is not sent; the first message creates the conversation', async () => {
      const input = dialog.getByPlaceholder(PLACEHOLDER);
      await input.fill('   ');
      await input.press('Enter');
      await expect(thread(dialog, seller)).toContainText(
        'No messages yet. Start the conversation!',
      );
      await input.fill(text);
      await input.press('Enter');
      await expect(toast(page, 'Conversation started! Check your messages.')).toBeVisible();
      await expect(thread(dialog, seller).getByText(text)).toHaveCount(1);
      await expect(input).toHaveValue('');
      await expect(dialog.getByRole('button', { name: /Starting new conversation/ })).toHaveCount(
        0,
      );
      const conversation = row(dialog, seller);
      await expect(conversation).toContainText(text.slice(0, 35) + '...');
      await expect(conversation).toContainText('Carhartt WIP Chase Hoodie');
      await expect(thread(dialog, seller)).toContainText('Today');
    });

    await test.step('the seller sees the red dot appear, without a reload', async () => {
      await expect(messagesButton(sellerPage, true)).toBeVisible();
      await messagesButton(sellerPage, true).click();
      const sellerDialog = messagesDialog(sellerPage);
      // Opened plainly: the newest conversation is chosen, and read after a second.
      await expect(thread(sellerDialog, account.username).getByText(text)).toBeVisible();
      const conversation = row(sellerDialog, account.username);
      await expect(conversation.getByRole('img', { name: 'Unread' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(sellerPage);
    });

    await test.step('with the thread open, the next message appears live and is read after a second', async () => {
      const followUp = `Any flaws on the cuffs? (${Date.now().toString(36)})`;
      const input = dialog.getByPlaceholder(PLACEHOLDER);
      await input.fill(followUp);
      await input.press('Enter');
      const sellerDialog = messagesDialog(sellerPage);
      await expect(thread(sellerDialog, account.username).getByText(followUp)).toBeVisible();
      const conversation = row(sellerDialog, account.username);
      await expect(conversation).toContainText(followUp.slice(0, 35));
      // Marked read by the open thread after MARK_READ_DELAY_MS. Its unread moment (one second)
      // is not asserted: on a loaded machine the check can come after it has passed.
      await expect(conversation.getByRole('img', { name: 'Unread' })).toHaveCount(0);
    });

    await test.step('a file that is not an image is refused before any upload', async () => {
      const sellerDialog = messagesDialog(sellerPage);
      await sellerDialog.locator('input[type="file"]').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await expect(toast(sellerPage, 'Invalid file type')).toContainText(
        'Please select a valid image file (JPEG, PNG, GIF, or WebP).',
      );
    });

    await test.step('the seller answers with a photo; the buyer sees it arrive', async () => {
      const sellerDialog = messagesDialog(sellerPage);
      await sellerDialog.locator('input[type="file"]').setInputFiles(await photo('#374151'));
      await expect(sellerDialog.getByRole('img', { name: 'Image to send' })).toBeVisible();
      await sellerDialog.getByRole('button', { name: 'Send Image' }).click();
      await expect(sellerDialog.getByRole('img', { name: 'Image you sent' })).toBeVisible();
      await expect(sellerDialog.getByRole('button', { name: 'Send Image' })).toHaveCount(0);

      const arrived = thread(dialog, seller).getByRole('img', { name: `Image from @${seller}` });
      await expect(arrived).toBeVisible();
      await expect(arrived).toHaveJSProperty('complete', true);
      expect(
        await arrived.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
      const link = thread(dialog, seller).getByRole('link', { name: /Image from @/ });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(row(dialog, seller)).toContainText('📷 Image');
      // The photo is in view: the thread follows the newest message.
      await expect(arrived).toBeInViewport();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step("the card's message button opens the same conversation", async () => {
      // The close button rather than Escape: about one run in three, Escape sent right after the
      // axe scan left the dialog open (seen 2026-11-25, not explained; noted in the closing note).
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
      await page.goto(`/?q=${encodeURIComponent('carhartt')}`);
      await page.getByRole('button', { name: `Message ${seller} about ${CHASE.title}` }).click();
      await expect(thread(dialog, seller).getByText(text)).toBeVisible();
      await expect(dialog.getByRole('button', { name: /Starting new conversation/ })).toHaveCount(
        0,
      );
    });

    await sellerContext.close();
  },
);

signedInTest(
  'a member offers a WTB poster what they asked for, and the poster reads it',
  async ({ page, account, browser, baseURL }) => {
    signedInTest.setTimeout(60_000);
    const poster = MESSAGING_USERS.poster.username;
    const text = `I have a pair of XT-6 in 9.5 (${Date.now().toString(36)})`;

    await page.goto('/wtb');
    const card = page
      .getByRole('list', { name: 'All WTB requests' })
      .getByRole('listitem')
      .filter({ hasText: XT6.title });
    await card.getByRole('button', { name: `I Have This: ${XT6.title}` }).click();
    const dialog = messagesDialog(page);
    const header = thread(dialog, poster);
    await expect(dialog.getByText(`WTB: ${XT6.title}`)).toBeVisible();
    await expect(dialog).toContainText('Budget $180.00');
    await expect(header).toContainText('No messages yet. Start the conversation!');
    await dialog.getByPlaceholder(PLACEHOLDER).fill(text);
    await dialog.getByPlaceholder(PLACEHOLDER).press('Enter');
    await expect(header.getByText(text)).toBeVisible();

    const posterContext = await signInAs(browser, baseURL!, MESSAGING_USERS.poster);
    const posterPage = await posterContext.newPage();
    await posterPage.goto('/wtb');
    await messagesButton(posterPage, true).click();
    const posterDialog = messagesDialog(posterPage);
    const conversation = row(posterDialog, account.username);
    await expect(conversation).toContainText(XT6.title);
    await expect(thread(posterDialog, account.username).getByText(text)).toBeVisible();
    await expect(posterDialog.getByText(`WTB: ${XT6.title}`)).toBeVisible();
    await expectNoSeriousA11yViolations(posterPage);
    await posterContext.close();
  },
);

test("a visitor's message button on a card leads to sign-in", async ({ page }) => {
  await page.goto('/');
  const card = page
    .getByRole('list', { name: 'All listings' })
    .getByRole('listitem')
    .filter({ hasText: FEATURED.title });
  await card
    .getByRole('link', { name: `Sign in to message ${FEATURED.seller} about ${FEATURED.title}` })
    .click();
  await expect(page).toHaveURL(/\/login$/);
});

signedInTest.describe('on a phone', () => {
  signedInTest.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  signedInTest(
    'the messages dialog shows one pane at a time, with a way back',
    async ({ page, request }) => {
      const seller = FEATURED.seller;
      const text = `Is the hoodie still available? (${Date.now().toString(36)})`;
      await page.goto(`/listing/${await listingIdByTitle(request, FEATURED.title)}`);
      await page.getByRole('button', { name: 'Message Seller' }).click();
      const dialog = messagesDialog(page);

      // The thread alone, full screen, with the listing above it and the composer below.
      const threadArea = thread(dialog, seller);
      await expect(threadArea).toContainText('No messages yet. Start the conversation!');
      await expect(async () => {
        expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      }).toPass();
      await expect(dialog.getByRole('heading', { name: 'Messages' })).toBeHidden();
      await dialog.getByPlaceholder(PLACEHOLDER).fill(text);
      await dialog.getByPlaceholder(PLACEHOLDER).press('Enter');
      await expect(threadArea.getByText(text)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // Back: the list alone, with the conversation just started; focus on its row.
      await dialog.getByRole('button', { name: 'Back to conversations' }).click();
      await expect(threadArea).toBeHidden();
      const conversation = row(dialog, seller);
      await expect(conversation).toContainText(text.slice(0, 35));
      await expect(conversation.getByRole('button')).toBeFocused();
      await expect(dialog.getByRole('heading', { name: 'Messages' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/msg-mobile-list.png' });

      await conversation.getByRole('button').click();
      await expect(threadArea.getByText(text)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Back to conversations' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Back to conversations' }).press('Tab');
      await expect(toast(page, 'Conversation started!')).toBeHidden({ timeout: 10_000 });
      await page.screenshot({ path: '/tmp/msg-mobile-thread.png' });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    },
  );
});
