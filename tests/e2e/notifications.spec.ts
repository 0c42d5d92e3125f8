import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { addNotifications } from '@/server/notifications/service';
import { createVerifiedAccount } from './accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { FEATURED, SOLD } from './seed-data';
import { listingIdByTitle } from './seed-lookup';
import { e2eServerDatabase } from './server-database';

/**
 * Writes a notification for `username` straight into the server's database, the way a listing
 * change does (in a transaction, announced on the live channel when it commits).
 */
async function notify(baseURL: string, username: string, title: string, listingId: string) {
  const db = e2eServerDatabase(baseURL);
  try {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    await db.transaction((tx) =>
      addNotifications(tx, [
        {
          userId: user!.id,
          kind: 'price_drop',
          title,
          body: 'Was $180.00',
          url: `/listings/${listingId}`,
        },
      ]),
    );
  } finally {
    await db.$client.end();
  }
}

test('a notification reaches the open page live, and opening it from the bell leads to its listing', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // A new account (sign-up, verification, sign-in), two pages and an axe scan on a shared machine.
  test.setTimeout(90_000);
  const request = await playwright.request.newContext({ baseURL });
  const account = await createVerifiedAccount(request);
  await request.dispose();
  const context = await browser.newContext({ baseURL, storageState: account.storageState });
  const page = await context.newPage();
  const [featuredId, soldId] = await Promise.all([
    listingIdByTitle(page.request, FEATURED.title),
    listingIdByTitle(page.request, SOLD.title),
  ]);
  await notify(baseURL!, account.username, `Price drop: ${SOLD.title}, now $40.00`, soldId);

  await page.goto('/');
  const header = page.getByRole('banner');
  // The first visit of a run loads the signed-in header's code: give it time.
  await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({
    timeout: 20_000,
  });
  // Still this page after the live notification: it came without a reload.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const title = `Price drop: ${FEATURED.title}, now $101.25`;
  await notify(baseURL!, account.username, title, featuredId);
  const bell = header.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await expect(bell).toContainText('2');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const newest = panel.getByRole('link', { name: `Unread: ${title}` });
  await expect(newest).toBeVisible();
  await expect(panel.getByRole('listitem').first()).toContainText(title);
  await expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'See all' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await newest.click();
  await expect(page).toHaveURL(`/listing/${featuredId}`);
  await expect(page.getByRole('heading', { level: 1, name: FEATURED.title })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The read mark is the server's too, not only this tab's.
  await page.reload();
  await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  await context.close();
});
