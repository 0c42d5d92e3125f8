import { eq } from 'drizzle-orm';
import type { APIRequestContext, Page } from '@playwright/test';
import { users } from '@/server/db/schema';
import { addNotifications } from '@/server/notifications/service';
import { createVerifiedAccount } from './accounts';
import { expect, test } from './fixtures';
import { e2eServerDatabase } from './server-database';

type SentMail = { to: string; subject: string; links: string[]; headers?: Record<string, string> };

/** The server causes notifications itself; here the test does, the way the server does. */
async function notifyWtbMatch(baseURL: string, email: string, title: string): Promise<void> {
  const db = e2eServerDatabase(baseURL);
  try {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await db.transaction((tx) =>
      addNotifications(tx, [
        {
          userId: user!.id,
          kind: 'wtb_match',
          title,
          body: 'Supreme · size L · your budget $150.00',
          url: '/wtb',
        },
      ]),
    );
  } finally {
    await db.$client.end();
  }
}

async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect(async () => {
    const mails = (await (await request.get('/api/dev/outbox')).json()) as SentMail[];
    found = mails.find((mail) => mail.to === to && mail.subject === subject);
    expect(found, `a mail "${subject}" to ${to}`).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return found!;
}

async function openEmailSettings(page: Page, username: string) {
  await page.goto(`/profile/${username}`);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('tab', { name: 'E-mail' }).click();
  return page.getByRole('group', { name: 'WTB matches' });
}

test('a WTB match e-mail arrives and its unsubscribe link turns those e-mails off', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const account = await createVerifiedAccount(request);
  const context = await browser.newContext({ storageState: account.storageState });
  const page = await context.newPage();

  const wtbMatches = await openEmailSettings(page, account.username);
  await wtbMatches.getByRole('radio', { name: 'Off' }).check();
  await expect(page.getByText('E-mail settings saved', { exact: true })).toBeVisible();
  await wtbMatches.getByRole('radio', { name: 'Instant' }).check();
  await expect(wtbMatches.getByRole('radio', { name: 'Instant' })).toBeChecked();
  // The choice shows at once and is saved after: the choices stay disabled until it is, and a
  // notification sent before would find e-mails still off.
  await expect(wtbMatches.getByRole('radio', { name: 'Instant' })).toBeEnabled();
  await expect(page.getByRole('group', { name: 'Saved searches' })).toBeVisible();

  const title = 'A listing matches your WTB: Box logo hoodie, $120.00';
  await notifyWtbMatch(baseURL!, account.email, title);
  const mail = await mailTo(request, account.email, title);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const link = new URL(mail.links.find((url) => url.includes('/unsubscribe?token='))!);

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Stop e-mails about WTB matches?')).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();

  const after = await openEmailSettings(page, account.username);
  await expect(after.getByRole('radio', { name: 'Off' })).toBeChecked();
  await context.close();
  await request.dispose();
});
