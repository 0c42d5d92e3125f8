import { E2E_DISCORD_PROFILE } from './discord-stand-in';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

// The e2e server points its Discord endpoints at a real local OAuth2 server (discord-stand-in.ts).
test('Continue with Discord goes through the provider and lands on / signed in', async ({
  page,
}) => {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Continue with Discord' });
  await expect(button).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await button.click();
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
  await expect(menu).toBeVisible();

  // The account was made from the Discord profile: its username comes from the Discord name.
  await menu.click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/drophunter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('drophunter');

  const user = await page.request.get('/api/auth/user');
  expect(await user.json()).toMatchObject({
    authProvider: 'discord',
    discordId: E2E_DISCORD_PROFILE.id,
    discordUsername: E2E_DISCORD_PROFILE.username,
    email: E2E_DISCORD_PROFILE.email,
  });
});

test('a refused Discord sign-in says so on the login page, and why when the e-mail is unverified', async ({
  page,
}) => {
  const why = 'Discord has not verified the e-mail address of your Discord account yet';
  await page.goto('/login?error=access_denied');
  const notice = page.getByRole('alert');
  await expect(notice).toContainText('Login Failed');
  await expect(notice).toContainText('Failed to login with Discord. Please try again.');
  await expect(notice).not.toContainText(why);

  await page.goto('/login?error=unable_to_create_user');
  await expect(notice).toContainText('Failed to login with Discord. Please try again.');
  await expect(notice).toContainText(`${why}: verify it with Discord first.`);
  await expectNoSeriousA11yViolations(page);
});
