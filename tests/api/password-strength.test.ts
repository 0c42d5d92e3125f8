import { describe, expect, it } from 'vitest';
import { PASSWORD_ADVICE } from '@/shared/password-strength';
import { ACCOUNT_ERROR_CODES } from '@/shared/schemas/user';
import { uniqueToken } from '../factories';
import {
  createAccount,
  freshAddress,
  linkFromMail,
  outbox,
  pathOf,
  signIn,
  signUp,
} from './auth-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();

/** The reset token from a freshly e-mailed reset link. */
async function resetToken(email: string): Promise<string> {
  await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: freshAddress(),
  });
  const landing = await ctx.app.inject({
    method: 'GET',
    url: pathOf(await linkFromMail(ctx.app, email, /Reset/)),
  });
  return new URL(String(landing.headers.location), 'http://localhost').searchParams.get('token')!;
}

function expectTooWeak(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: expect.stringMatching(/^This password is too easy to guess\. .+ /),
    code: ACCOUNT_ERROR_CODES.passwordTooWeak,
  });
  expect((response.json() as { message: string }).message).toContain(PASSWORD_ADVICE);
}

describe('a new password must be hard to guess (docs/product.md, Passwords)', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou1'])(
    'refuses the sign-up with %s and makes no account',
    async (password) => {
      const email = `weak${uniqueToken()}@example.com`;
      const response = await signUp(ctx.app, email, password);
      expectTooWeak(response);
      expect((await outbox(ctx.app)).some((mail) => mail.to === email)).toBe(false);
      expect((await signIn(ctx.app, email, password)).statusCode).toBe(401);
    },
  );

  it('refuses a password made of the address itself, saying so', async () => {
    const email = 'alice.smith@example.com';
    const response = await signUp(ctx.app, email, 'alicesmith2024');
    expectTooWeak(response);
    expect(response.json().message).toContain('your e-mail address, username or the site name');
  });

  it('refuses a weak new password on reset, with the username as context, and keeps the old one', async () => {
    const account = await createAccount(ctx.app);
    const token = await resetToken(account.email);
    for (const newPassword of ['password1', `${account.user.username}!`]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword },
      });
      expectTooWeak(response);
    }
    expect((await signIn(ctx.app, account.email, account.password)).statusCode).toBe(200);
    // The link is still good for a strong one.
    const strong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'plum kettle harbour' },
    });
    expect(strong.statusCode, strong.body).toBe(200);
    expect((await signIn(ctx.app, account.email, 'plum kettle harbour')).statusCode).toBe(200);
  });

  it('accepts a few words together', async () => {
    const response = await signUp(
      ctx.app,
      `words${uniqueToken()}@example.com`,
      'amber lantern moss',
    );
    expect(response.statusCode, response.body).toBe(200);
  });
});
