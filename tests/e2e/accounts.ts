/**
 * Accounts for the end-to-end tests. Every test's traffic comes from 127.0.0.1, and the
 * end-to-end server (start-server.ts) sets AUTH_RATE_LIMIT to 50: it allows 50 sign-ins and 50
 * sign-ups a minute from that address (the default of 5 is checked by the API tests). So a worker
 * makes one verified, signed-in account through the real API, once, and its tests reuse the
 * session cookie (Playwright's storageState). Keep the suite's sign-in and sign-up calls well
 * under 50 a minute each.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, PlaywrightWorkerArgs } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN } from './seed-data';

export const PASSWORD = 'correct horse battery';

export type Account = {
  email: string;
  password: string;
  username: string;
  /** Cookies of a signed-in session, for browser.newContext / test.use({ storageState }). */
  storageState: Awaited<ReturnType<APIRequestContext['storageState']>>;
};

type SentMail = { to: string; subject: string; links: string[] };

export function uniqueEmail(prefix: string): string {
  return `${prefix}${randomUUID().slice(0, 8)}@example.com`;
}

/**
 * The first link of the newest mail to this address whose subject matches, as a path on the
 * test server (mails carry absolute links under the server's public URL).
 */
export async function mailLink(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get('/api/dev/outbox');
    expect(response.ok()).toBe(true);
    const mails = (await response.json()) as SentMail[];
    link = mails.find((mail) => mail.to === to && subject.test(mail.subject))?.links[0];
    expect(link, `a mail "${subject}" to ${to}`).toBeDefined();
  }).toPass({ timeout: 5_000 });
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** Signs up, follows the verification link and signs in, all through the API. */
export async function createVerifiedAccount(request: APIRequestContext): Promise<Account> {
  const email = uniqueEmail('member');
  const signUp = await request.post('/api/auth/signup', { data: { email, password: PASSWORD } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const verify = await request.get(await mailLink(request, email, /Verify/), { maxRedirects: 0 });
  expect(verify.headers().location).toBe('/login?verified=1');
  const signIn = await request.post('/api/auth/signin', { data: { email, password: PASSWORD } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { user } = (await signIn.json()) as { user: { username: string } };
  return {
    email,
    password: PASSWORD,
    username: user.username,
    storageState: await request.storageState(),
  };
}

/** A browser context of its own, signed in as a fresh account: one side of a two-person journey. */
export async function signedInBrowser(
  browser: Browser,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
) {
  const request = await playwright.request.newContext({ baseURL });
  const account = await createVerifiedAccount(request);
  await request.dispose();
  const context = await browser.newContext({ baseURL, storageState: account.storageState });
  return { account, context, page: await context.newPage() };
}

/** A browser context of its own, signed in (through the API) as the seeded admin. */
export async function adminBrowser(
  browser: Browser,
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
) {
  const request = await playwright.request.newContext({ baseURL });
  const signedIn = await request.post('/api/auth/signin', {
    data: { email: `${ADMIN.username}@example.com`, password: ADMIN.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const context = await browser.newContext({ baseURL, storageState: await request.storageState() });
  await request.dispose();
  return { context, page: await context.newPage() };
}

/** Tests that start signed in, as this worker's account. */
export const signedInTest = test.extend<object, { account: Account }>({
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await createVerifiedAccount(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ account }, use) => use(account.storageState),
});
