import { describe, expect, it } from 'vitest';
import { createAccount } from './auth-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();

describe('the username an e-mail sign-up gets (docs/product.md, Usernames)', () => {
  it('is words and digits, with nothing of the address on the public profile', async () => {
    const alice = await createAccount(ctx.app, { email: 'alice.smith@example.com' });
    expect(alice.user.username).toMatch(/^[a-z]{3,8}[a-z]{3,8}\d{4}$/);
    expect(alice.user.username).not.toMatch(/alice|smith/i);
    expect(alice.user.usernameChosen).toBe(false);

    const profile = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${alice.user.username}`,
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).not.toMatch(/alice|smith/i);
    const byAddress = await ctx.app.inject({ method: 'GET', url: '/api/users/alicesmith' });
    expect(byAddress.statusCode).toBe(404);
  });

  it('differs between two people with the same local part', async () => {
    const first = await createAccount(ctx.app, { email: 'sam@example.com' });
    const second = await createAccount(ctx.app, { email: 'sam@example.org' });
    expect(first.user.username).not.toBe(second.user.username);
    for (const { user } of [first, second]) expect(user.username).not.toMatch(/sam/i);
  });
});
