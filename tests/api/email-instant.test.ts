import { describe, expect, it } from 'vitest';
import { addNotifications } from '@/server/notifications/service';
import {
  eventually,
  emailJobStates,
  notify,
  TestOutbox,
  userWithPreferences,
} from './email-helpers';
import { useTestApp } from './test-app';

const outbox = new TestOutbox();
const ctx = useTestApp(
  () => ({}),
  () => ({ mailer: outbox, jobs: { pollingSeconds: 0.5, retryDelaySeconds: 1 } }),
);

describe('instant notification e-mail', () => {
  it('sends one e-mail per notification, HTML and text, with its link and unsubscribe headers', async () => {
    const user = await userWithPreferences(ctx.db);
    const { id, title } = await notify(ctx.db, user.id);
    await eventually(() => expect(outbox.to(user.email)).toHaveLength(1));
    await eventually(async () => expect(await emailJobStates(ctx.db, [id])).toEqual(['completed']));
    const [mail] = outbox.to(user.email);
    expect(mail!.subject).toBe(title);
    expect(mail!.text).toContain(`${ctx.config.publicUrl}/listings/x`);
    expect(mail!.text).toContain('Supreme · size L · your budget $150.00');
    expect(mail!.html).toContain(`href="${ctx.config.publicUrl}/listings/x"`);
    expect(mail!.text).toMatch(
      /Unsubscribe from WTB matches e-mails: http\S+\/unsubscribe\?token=/,
    );
    expect(mail!.html).toContain('/unsubscribe?token=');
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http\S+\/api\/unsubscribe\?token=\S+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(outbox.to(user.email)).toHaveLength(1);
  });

  it('sends nothing when the change that caused the notification rolls back', async () => {
    const user = await userWithPreferences(ctx.db);
    const rolledBack = new Error('the listing change failed');
    await expect(
      ctx.db.transaction(async (tx) => {
        await addNotifications(tx, [
          { userId: user.id, kind: 'wtb_match', title: 'Never', body: '', url: '/listings/y' },
        ]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    // A later notification to the same person arrives alone: the rolled-back one queued nothing.
    await notify(ctx.db, user.id, 'wtb_match', 'Later');
    await eventually(() => expect(outbox.to(user.email).map((m) => m.subject)).toEqual(['Later']));
  });

  it('queues no e-mail for a kind set to off or daily, and one per kind set to instant', async () => {
    const user = await userWithPreferences(ctx.db, {
      wtbMatches: 'off',
      priceDrops: 'daily',
      savedSearches: 'instant',
    });
    const off = await notify(ctx.db, user.id, 'wtb_match');
    const daily = await notify(ctx.db, user.id, 'price_drop');
    const instant = await notify(ctx.db, user.id, 'saved_search', 'New listings for “Jordans”');
    expect(await emailJobStates(ctx.db, [off.id, daily.id])).toEqual([]);
    await eventually(() =>
      expect(outbox.to(user.email).map((m) => m.subject)).toEqual(['New listings for “Jordans”']),
    );
    await eventually(async () =>
      expect(await emailJobStates(ctx.db, [instant.id])).toEqual(['completed']),
    );
  });

  it('retries with backoff when the mail server fails, and delivers exactly once', async () => {
    const user = await userWithPreferences(ctx.db);
    const attemptsBefore = outbox.attempts;
    outbox.failNext(2);
    const { id, title } = await notify(ctx.db, user.id);
    await eventually(() => expect(outbox.to(user.email)).toHaveLength(1), 30_000);
    await eventually(async () => expect(await emailJobStates(ctx.db, [id])).toEqual(['completed']));
    expect(outbox.attempts - attemptsBefore).toBe(3);
    expect(outbox.to(user.email).map((m) => m.subject)).toEqual([title]);
  });
});
