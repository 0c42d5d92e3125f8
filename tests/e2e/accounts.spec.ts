import { truncate, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_BYTES } from '@/shared/constants';
import { SIGN_UP_SUCCESS, USERNAME_RULES } from '@/shared/schemas/user';
import { mailLink, PASSWORD, signedInTest, uniqueEmail } from './accounts';
import { expect, expectNoSeriousA11yViolations, test, toast } from './fixtures';

/** A picture to crop: a yellow disc on red, wider than tall. */
function testPicture(): Promise<Buffer> {
  const disc =
    '<svg width="900" height="600"><circle cx="450" cy="300" r="200" fill="#fde047"/></svg>';
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#e11d48' } })
    .composite([{ input: Buffer.from(disc) }])
    .png()
    .toBuffer();
}

test('sign up, verify, sign in, change username and picture, sign out, reset the password', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // Signing in before verifying is refused (403) on purpose.
  consoleErrors.allow(/status of 403 \(Forbidden\) \(.*\/api\/auth\/signin\)$/);
  const email = uniqueEmail('newcomer');

  await test.step('sign up', async () => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Rotation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Rotation');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    // Back in sign-in mode, with what was typed.
    await expect(page.getByRole('status').filter({ hasText: SIGN_UP_SUCCESS })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Rotation');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  });

  await test.step('signing in before verifying offers a new link', async () => {
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Please verify your email before signing in. We have sent you a new verification link.',
    );
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'a new link is on its way' }),
    ).toBeVisible();
  });

  await test.step('verify the address from the e-mail', async () => {
    await page.goto(await mailLink(request, email, /Verify/));
    await expect(page).toHaveURL(/\/login\?verified=1$/);
    await expect(page.getByText('Your email is verified. You can sign in now.')).toBeVisible();
    await expect(page.getByText('We made up a username for you.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('sign in', async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeHidden();
  });

  const newName = `fresh${Date.now().toString(36)}`;
  await test.step('choose the username from the own profile', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    // Words and digits, nothing of the address (docs/product.md, Usernames).
    await expect(page).toHaveURL(/\/profile\/[a-z]+\d{4}$/);
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
    await expect(dialog.getByRole('button', { name: 'Choose Image' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await expect(dialog).toContainText(USERNAME_RULES);
    await expect(dialog).toContainText('your first choice does not start the weekly lock');
    await dialog.getByRole('button', { name: 'Change Username' }).click();
    const input = dialog.getByLabel('New username');
    await input.fill('no spaces');
    await dialog.getByRole('button', { name: 'Save Username' }).click();
    await expect(dialog).toContainText(
      `Username can only contain letters and numbers. ${USERNAME_RULES}`,
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.fill(newName);
    await expect(dialog).toContainText(`${newName.length}/20`);
    await dialog.getByRole('button', { name: 'Save Username' }).click();
    // The toast first: it shows for 5 s, while the new profile may take a while to load.
    await expect(toast(page, 'Username updated successfully!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/profile/${newName}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
  });

  await test.step('the first choice locks nothing; the next change locks it for a week', async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await expect(dialog).not.toContainText('Choose your username');
    await dialog.getByRole('button', { name: 'Change Username' }).click();
    await dialog.getByLabel('New username').fill(`${newName}x`);
    await dialog.getByRole('button', { name: 'Save Username' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${newName}x$`));
    await page.getByRole('button', { name: 'Settings' }).click();
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await expect(dialog).toContainText('You can change your username again on');
    await expect(dialog.getByRole('button', { name: 'Change Username' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('set a profile picture through the cropper', async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Settings' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await testPicture(),
    });
    await expect(dialog.getByRole('group', { name: /Crop area/ })).toBeVisible();
    const zoom = dialog.getByLabel('Zoom');
    for (let step = 0; step < 5; step += 1) await zoom.press('ArrowRight');
    await expect(zoom).toHaveValue('1.25');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save Picture' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Profile picture updated.')).toBeVisible();
    const picture = /^\/uploads\/profiles\/[\w-]+\/profile-\d+\.png$/;
    await expect(page.getByRole('main').locator('img').first()).toHaveAttribute('src', picture);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu' }).locator('img'),
    ).toHaveAttribute('src', picture);
  });

  await test.step('sign out', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    // The session is gone on the server too: a reload stays signed out.
    await page.reload();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  await test.step('reset the forgotten password', async () => {
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByRole('status').filter({
        hasText: 'If an account exists for that email, we have sent a link to reset its password.',
      }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const resetLink = await mailLink(request, email, /Reset/);
    await page.goto(resetLink);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('a brand new password');
    await page.getByLabel('Confirm new password').fill('a different password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('a brand new password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your password has been reset.' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The link works once.
    await page.goto(resetLink);
    await expect(page).toHaveURL(/\/reset-password\?error=INVALID_TOKEN/);
    await expect(page.getByRole('alert')).toContainText(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    await page.getByRole('link', { name: 'Get a New Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });
});

test('the login form checks its fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Rotation');
  await expect(page.getByText('Password must be at least 8 characters')).toBeHidden();
});

signedInTest(
  'a signed-in person is sent home from /login, and has Settings only on their own profile',
  async ({ page, account }) => {
    // Sign-up, four page loads and an accessibility scan: past the default 30 s on a busy machine.
    signedInTest.setTimeout(60_000);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Account menu' });
    await expect(menu).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/profile/sofia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('sofia');
    await expect(page.getByRole('button', { name: 'Settings' })).toBeHidden();

    await menu.click();
    await expect(page.getByRole('menu')).toContainText(`@${account.username}`);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${account.username}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.username);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Profile Settings' }).getByRole('button', {
        name: 'Choose Image',
      }),
    ).toBeVisible();
  },
);

signedInTest(
  'Profile Settings refuses a file that is no image or too big, and an unchanged or taken username',
  async ({ page, account, consoleErrors }) => {
    // The taken username is refused with 409 on purpose.
    consoleErrors.allow(/status of 409 \(Conflict\) \(.*\/api\/auth\/user\)$/);
    // Over 10 MB, as a sparse file on disk: handed to Chromium by its path, not sent through the
    // protocol byte by byte, which took 6 to 11 s of the test's 30 on a loaded machine.
    const huge = test.info().outputPath('huge.png');
    await writeFile(huge, '');
    await truncate(huge, PROFILE_IMAGE_MAX_BYTES + 1);

    await page.goto(`/profile/${account.username}`);
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Settings' });

    // Only images under 10 MB are accepted.
    const fileInput = dialog.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect(toast(page, 'Invalid file type')).toContainText('Please select an image file');
    await fileInput.setInputFiles(huge);
    await expect(toast(page, 'File too large')).toContainText(
      'Please select an image smaller than 10MB',
    );
    await expect(dialog.getByRole('button', { name: 'Choose Image' })).toBeVisible();

    // An unchanged name is no change; a taken one is refused by the server.
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await dialog.getByRole('button', { name: 'Change Username' }).click();
    await dialog.getByRole('button', { name: 'Save Username' }).click();
    const notice = dialog.getByRole('status');
    await expect(notice).toContainText('No changes');
    await expect(notice).toContainText('Username is already set to this value.');
    await dialog.getByLabel('New username').fill('sofia');
    await dialog.getByRole('button', { name: 'Save Username' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This username is already taken. Please choose another one.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('button', { name: 'Change Username' })).toBeVisible();
  },
);
