import { PASSWORD_ADVICE } from '@/shared/password-strength';
import { SIGN_UP_SUCCESS } from '@/shared/schemas/user';
import { createVerifiedAccount, uniqueEmail } from './accounts';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import { ADMIN } from './seed-data';

test('the sign-up form rates the password as it is typed, and the server refuses a weak one', async ({
  page,
  consoleErrors,
}) => {
  // The server's refusal of the weak password (400) is part of the journey.
  consoleErrors.allow(/status of 400 \(Bad Request\) \(.*\/api\/auth\/signup\)$/);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByLabel('Email').fill(uniqueEmail('meter'));
  const password = page.getByLabel('Password', { exact: true });
  const meter = page.getByRole('group', { name: 'Password strength:' });

  await password.fill('password');
  await expect(meter).toContainText(
    'Very weak. This password is too easy to guess. It is one of the most used passwords.',
  );
  await expect(meter).toContainText(PASSWORD_ADVICE);
  await expectNoSeriousA11yViolations(page);

  // The meter is advice; the server is the guard, and says the same.
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This password is too easy to guess.');

  await password.fill('amber lantern moss');
  await expect(meter).toContainText('Strong.');
  await expect(meter).not.toContainText('too easy to guess');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: SIGN_UP_SUCCESS })).toBeVisible();
});

test('a suspended, verified account is told it is suspended, with no offer of a verification link', async ({
  page,
  playwright,
  baseURL,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 403 \(Forbidden\) \(.*\/api\/auth\/signin\)$/);
  const request = await playwright.request.newContext({ baseURL });
  const member = await createVerifiedAccount(request);
  const admin = await playwright.request.newContext({ baseURL });
  const signedIn = await admin.post('/api/auth/signin', {
    data: { email: `${ADMIN.username}@example.com`, password: ADMIN.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const suspended = await admin.post(`/api/admin/users/${member.username}/suspend`, {
    data: { until: null, reason: 'Scam attempts' },
  });
  expect(suspended.status(), await suspended.text()).toBe(200);
  await Promise.all([request.dispose(), admin.dispose()]);

  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('This account is suspended');
  await expect(page.getByRole('button', { name: 'Resend verification email' })).toHaveCount(0);
});
