import { randomUUID } from 'node:crypto';
import { adminBrowser, signedInBrowser } from './accounts';
import { expect, expectNoSeriousA11yViolations, test, toast } from './fixtures';
import { listThroughApi, thread } from './two-people';

test('a buyer is warned about an "F&F only" message and reports it; an admin suspends the sender, who is signed out', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // Three people, three browsers.
  test.setTimeout(120_000);
  const seller = await signedInBrowser(browser, playwright, baseURL!);
  const buyer = await signedInBrowser(browser, playwright, baseURL!);
  const sellerName = seller.account.username;
  const listingId = await listThroughApi(
    seller.context.request,
    `Stüssy tour tee ${randomUUID().slice(0, 6)}`,
  );
  const scam = `F&F only please, PayPal friends and family ${randomUUID().slice(0, 6)}`;

  await test.step('the buyer writes to the seller, who answers asking for friends and family', async () => {
    const { page } = buyer;
    await page.goto(`/listing/${listingId}`);
    await page.getByRole('button', { name: 'Message Seller' }).click();
    const input = page.getByPlaceholder('Type a message and press Enter...');
    await input.fill('Hi! Is the tee still available?');
    await input.press('Enter');
    await expect(thread(page, sellerName).getByText('Is the tee still available?')).toBeVisible();

    // The seller's tab is open on the home page, its live channel connected.
    await seller.page.goto('/');
    await expect(
      seller.page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
    ).toBeVisible();
    const list = await seller.context.request.get('/api/conversations');
    const { conversations } = (await list.json()) as { conversations: Array<{ id: string }> };
    const sent = await seller.context.request.post('/api/messages', {
      data: { conversationId: conversations[0]!.id, type: 'text', content: scam },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  });

  await test.step('the buyer sees the message arrive with a warning under it, and reports it', async () => {
    const { page } = buyer;
    const messages = thread(page, sellerName);
    const message = messages.getByRole('listitem').filter({ hasText: scam });
    await expect(message).toContainText('Be careful');
    await expect(message).toContainText('PayPal Goods and Services');
    await expectNoSeriousA11yViolations(page);
    await message
      .getByRole('button', { name: `Message actions: message from @${sellerName}` })
      .click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: `Report this message from @${sellerName}` });
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check();
    await dialog.getByLabel('Details (optional)').fill('Asks for friends and family only.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Thanks. A moderator will look at your report.')).toBeVisible();
  });

  await test.step('an admin finds the report in the queue and suspends the sender', async () => {
    const { context, page } = await adminBrowser(browser, playwright, baseURL!);
    await page.goto('/admin');
    const card = page.getByRole('article').filter({ hasText: scam });
    await expect(card).toContainText('Scam or fraud');
    await expect(card).toContainText('Asks for friends and family only.');
    await expectNoSeriousA11yViolations(page);
    await card.getByRole('button', { name: 'Suspend User' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend @${sellerName}` });
    await dialog.getByLabel('For how long').selectOption({ label: 'Indefinitely' });
    await dialog.getByLabel('Reason').fill('Asked for friends and family payment.');
    await dialog.getByRole('button', { name: 'Suspend User' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);
    await context.close();
  });

  await test.step("the seller's open tab is signed out, and signing in again is refused", async () => {
    const { page } = seller;
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const again = await playwright.request.newContext({ baseURL });
    const refused = await again.post('/api/auth/signin', {
      data: { email: seller.account.email, password: seller.account.password },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This account is suspended',
    );
    await again.dispose();
  });
});
