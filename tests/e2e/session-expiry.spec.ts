import { signedInTest as test } from './accounts';
import { expect } from './fixtures';

test('a call that finds the session gone says so and goes to /login', async ({
  page,
  context,
  account,
}) => {
  // The PATCH below answers 401; fixtures.ts already expects 401s from /api/auth/user.
  await page.goto(`/profile/${account.username}`);
  const menu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await expect(menu).toBeVisible();

  // The session ends behind the page's back; the page still holds its copy of the user.
  await context.clearCookies();

  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
  await dialog.getByRole('tab', { name: 'Username' }).click();
  await dialog.getByRole('button', { name: 'Change Username' }).click();
  await dialog.getByLabel('New username').fill(`later${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: 'Save Username' }).click();

  const toast = page.getByRole('status').filter({ hasText: 'Unauthorized' });
  await expect(toast).toContainText('You are logged out. Logging in again...');
  // The user is forgotten at once, then the browser goes to /login.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Rotation');

  // Nothing of the old session survives a reload.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(menu).toBeHidden();
});
