import { signedInTest as test } from './accounts';
import { expect, test as plainTest, toast } from './fixtures';
import { MESSAGING_USERS } from './seed-data';

/**
 * Once the session is gone, what the tab asks is refused with 401, and Chromium logs it: the
 * call that finds out (the username change), the live channel's reconnection, and what the tab
 * reads again after the stream's first `ready` (conversations, notifications) when that read
 * comes after the session ended.
 */
const BACKGROUND_401 =
  /status of 401 \(Unauthorized\) \(https?:\/\/[^)]+\/api\/(live|conversations|notifications|favourites|auth\/user)\b/;

test('a call that finds the session gone says so and goes to /login', async ({
  page,
  context,
  account,
  consoleErrors,
}) => {
  consoleErrors.allow(BACKGROUND_401);
  await page.goto(`/profile/${account.username}`);
  const menu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await expect(menu).toBeVisible();

  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByRole('button', { name: 'Change Username' }).click();
  await dialog.getByLabel('New username').fill(`later${Date.now().toString(36)}`);

  // The session ends behind the page's back just as the save is sent; the page still holds its
  // copy of the user. Ending it inside the call, not before, keeps a background read (the live
  // channel's) from being the one that finds it gone first.
  await page.route('**/api/auth/user', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await context.clearCookies();
    const headers = { ...route.request().headers() };
    delete headers.cookie;
    return route.continue({ headers });
  });
  await dialog.getByRole('button', { name: 'Save Username' }).click();

  const notice = toast(page, 'Unauthorized');
  await expect(notice).toContainText('You are logged out. Logging in again...');
  // The user is forgotten at once, then the browser goes to /login.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Rotation');

  // Nothing of the old session survives a reload.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(menu).toBeHidden();
});

plainTest(
  'a session ended elsewhere signs the open tab out, told by its live channel',
  async ({ page, consoleErrors, playwright, baseURL }) => {
    // A session of its own (a seed user's), not the worker's shared account: it is ended below.
    const user = MESSAGING_USERS.poster;
    const signIn = await page.request.post('/api/auth/signin', {
      data: { email: `${user.username}@example.com`, password: user.password },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    consoleErrors.allow(BACKGROUND_401);
    await page.goto('/');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
    ).toBeVisible();

    // Signed out on the server, as "sign out" on another device would; the page is not told.
    const token = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'));
    expect(token, 'a session cookie').toBeDefined();
    const cookie = `${token!.name}=${token!.value}`;
    const otherDevice = await playwright.request.newContext({ baseURL });
    expect((await otherDevice.post('/api/auth/signout', { headers: { cookie } })).status()).toBe(
      200,
    );
    const after = await otherDevice.get('/api/auth/user', { headers: { cookie } });
    expect(after.status(), 'the session has ended').toBe(401);
    await otherDevice.dispose();

    const notice = toast(page, 'Unauthorized');
    await expect(notice).toContainText('You are logged out. Logging in again...', {
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/login$/);
  },
);
