import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '@/server/auth/secret';
import { findPreferences } from '@/server/email-notifications/repository';
import { signUnsubscribeToken } from '@/server/email-notifications/unsubscribe-token';
import { createAccount } from './auth-helpers';
import { eventually, notify, TestOutbox } from './email-helpers';
import { useTestApp } from './test-app';

const outbox = new TestOutbox();
const ctx = useTestApp(
  () => ({}),
  () => ({ mailer: outbox, jobs: { pollingSeconds: 0.5 } }),
);

const DEFAULTS = {
  wtbMatches: 'instant',
  priceDrops: 'instant',
  savedSearches: 'daily',
  deals: 'instant',
};

function preferencesOf(userId: string) {
  return findPreferences(ctx.db, [userId]).then((found) => found.get(userId));
}

/** The links of the first notification e-mail to this account. */
async function linksOfMail(account: { email: string; user: { id: string } }) {
  await notify(ctx.db, account.user.id);
  await eventually(() => expect(outbox.to(account.email)).toHaveLength(2));
  const [mail] = outbox.to(account.email);
  const page = mail!.links.find((link) => link.includes('/unsubscribe?token='))!;
  const oneClick = mail!.headers!['List-Unsubscribe']!.slice(1, -1);
  return {
    page: page.replace(ctx.config.publicUrl, ''),
    oneClick: oneClick.replace(ctx.config.publicUrl, ''),
  };
}

describe('e-mail preferences', () => {
  it('answers 401 to visitors', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/me/email-preferences' });
    expect(response.statusCode).toBe(401);
  });

  it('starts from the defaults, and saves any subset, answering the whole', async () => {
    const account = await createAccount(ctx.app);
    const get = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/me/email-preferences',
        headers: { cookie: account.cookie },
      });
    expect((await get()).json()).toEqual(DEFAULTS);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/email-preferences',
      headers: { cookie: account.cookie },
      payload: { priceDrops: 'daily', savedSearches: 'off' },
    });
    expect(put.statusCode).toBe(200);
    const saved = {
      wtbMatches: 'instant',
      priceDrops: 'daily',
      savedSearches: 'off',
      deals: 'instant',
    };
    expect(put.json()).toEqual(saved);
    expect((await get()).json()).toEqual(saved);
  });

  it('refuses a value that is not instant, daily or off', async () => {
    const account = await createAccount(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/me/email-preferences',
      headers: { cookie: account.cookie },
      payload: { wtbMatches: 'weekly' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Choose instant, daily or off');
  });
});

describe('unsubscribe links', () => {
  it('asks on the page, then turns that group off without sign-in', async () => {
    const account = await createAccount(ctx.app);
    const { page } = await linksOfMail(account);
    const confirm = await ctx.app.inject({ method: 'GET', url: page });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.headers['content-type']).toContain('text/html');
    expect(confirm.body).toContain('Stop e-mails about WTB matches?');
    expect(confirm.body).toContain('<button type="submit"');
    // Its form must post with its own origin, or the cross-site guard refuses it.
    expect(confirm.headers['referrer-policy']).toBe('same-origin');
    expect(await preferencesOf(account.user.id)).toEqual(DEFAULTS);

    const done = await ctx.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will get no more e-mails about WTB matches.');
    expect(await preferencesOf(account.user.id)).toEqual({ ...DEFAULTS, wtbMatches: 'off' });
  });

  it('turns the group off in one click (RFC 8058)', async () => {
    const account = await createAccount(ctx.app);
    const { oneClick } = await linksOfMail(account);
    const response = await ctx.app.inject({
      method: 'POST',
      url: oneClick,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      group: 'wtbMatches',
      preferences: { ...DEFAULTS, wtbMatches: 'off' },
    });
  });

  it('says a forged or expired link is not valid, and changes nothing', async () => {
    const account = await createAccount(ctx.app);
    const secret = await resolveAuthSecret(ctx.config.authSecret, ctx.config.dataDir);
    const someoneElse = signUnsubscribeToken(secret, 'another-user', 'wtbMatches');
    const [, signature] = someoneElse.split('.');
    const forgedPayload = Buffer.from(JSON.stringify([account.user.id, 'wtbMatches', 4e9]));
    const tokens = [
      `${forgedPayload.toString('base64url')}.${signature}`,
      signUnsubscribeToken(
        'another secret of at least 32 characters',
        account.user.id,
        'wtbMatches',
      ),
      signUnsubscribeToken(
        secret,
        account.user.id,
        'wtbMatches',
        new Date(Date.now() - 61 * 86_400_000),
      ),
      'nonsense',
    ];
    for (const token of tokens) {
      const query = `?token=${encodeURIComponent(token)}`;
      const page = await ctx.app.inject({ method: 'GET', url: `/unsubscribe${query}` });
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('This link is not valid');
      const posted = await ctx.app.inject({ method: 'POST', url: `/unsubscribe${query}` });
      expect(posted.statusCode).toBe(400);
      const oneClick = await ctx.app.inject({ method: 'POST', url: `/api/unsubscribe${query}` });
      expect(oneClick.statusCode).toBe(400);
      expect(oneClick.json().message).toBe(
        'This unsubscribe link is not valid or has expired. Use the link in a newer e-mail, or change your e-mail settings in Profile Settings.',
      );
    }
    expect(await preferencesOf(account.user.id)).toEqual(DEFAULTS);
  });
});
