import { describe, expect, it } from 'vitest';
import { suspendedMessage } from '@/shared/schemas/moderation';
import { ACCOUNT_ERROR_CODES } from '@/shared/schemas/user';
import { uniqueToken } from '../factories';
import { createAccount, signIn, signUp } from './auth-helpers';
import { adminAccount } from './moderation-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const password = 'correct horse battery';

describe("sign-in's 403 says which refusal it is", () => {
  it('marks an unverified address as such: the form offers a new link', async () => {
    const email = `early${uniqueToken()}@example.com`;
    expect((await signUp(ctx.app, email, password)).statusCode).toBe(200);
    const refused = await signIn(ctx.app, email, password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message:
        'Please verify your email before signing in. We have sent you a new verification link.',
      code: ACCOUNT_ERROR_CODES.emailNotVerified,
    });
  });

  it('marks a suspended, verified account as suspended, not unverified', async () => {
    const admin = await adminAccount(ctx);
    const member = await createAccount(ctx.app);
    const suspend = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/users/${member.user.username}/suspend`,
      headers: { cookie: admin.cookie },
      payload: { until: null, reason: 'Scam attempts' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const refused = await signIn(ctx.app, member.email, member.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: suspendedMessage(null),
      code: ACCOUNT_ERROR_CODES.accountSuspended,
    });
  });
});
