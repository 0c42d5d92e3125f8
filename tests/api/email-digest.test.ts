import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '@/server/auth/secret';
import type { EmailDeps } from '@/server/email-notifications/deps';
import { runDigests } from '@/server/email-notifications/digest';
import { notify, TestOutbox, userWithPreferences } from './email-helpers';
import { useTestApp } from './test-app';

// The app's own hourly run uses the real clock; from 23:00 only, so it rarely meets these tests.
const ctx = useTestApp(() => ({ DIGEST_HOUR: '23' }));
const DAY_MS = 86_400_000;

/** A digest run with the test's clock, from that clock's hour, into an outbox of its own. */
async function digestAt(clock: Date, outbox: TestOutbox): Promise<void> {
  const deps: EmailDeps = {
    db: ctx.db,
    mailer: outbox,
    publicUrl: ctx.config.publicUrl,
    secret: await resolveAuthSecret(ctx.config.authSecret, ctx.config.dataDir),
    digestHour: clock.getUTCHours(),
  };
  await runDigests(deps, clock);
}

/** The digest clock: now, after what the test just caused and before what it causes next. */
const now = () => new Date();

describe('daily digest', () => {
  it('gathers the daily kinds into one e-mail, once a day, and the next day only what is new', async () => {
    const outbox = new TestOutbox();
    const user = await userWithPreferences(ctx.db, { savedSearches: 'daily', priceDrops: 'daily' });
    const search = await notify(ctx.db, user.id, 'saved_search', 'New listings for “Jordans”');
    const drop = await notify(ctx.db, user.id, 'price_drop', 'Price drop: Hoodie, now $80.00');
    const instant = await notify(ctx.db, user.id, 'wtb_match');
    const clock = now();
    await digestAt(clock, outbox);

    const [digest, ...others] = outbox.to(user.email);
    expect(others).toEqual([]);
    expect(digest!.subject).toBe('Your Rotation digest: 2 new notifications');
    expect(digest!.text).toContain(search.title);
    expect(digest!.text).toContain(drop.title);
    expect(digest!.html).toContain('Price drop: Hoodie, now $80.00');
    expect(digest!.text).not.toContain(instant.title);
    expect(digest!.text).toMatch(/Unsubscribe from Saved searches e-mails: http\S+token=/);
    expect(digest!.text).toMatch(/Unsubscribe from Price drops and sales on favourites e-mails/);
    expect(digest!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Later the same day: nothing more, even with something new.
    const later = await notify(ctx.db, user.id, 'saved_search', 'New listings for “Dunks”');
    await digestAt(new Date(clock.getTime() + 1000), outbox);
    expect(outbox.to(user.email)).toHaveLength(1);

    // The next day: only what came since the last digest.
    await digestAt(new Date(clock.getTime() + DAY_MS), outbox);
    const [next] = outbox.to(user.email);
    expect(outbox.to(user.email)).toHaveLength(2);
    expect(next!.subject).toBe('Your Rotation digest: 1 new notification');
    expect(next!.text).toContain(later.title);
    expect(next!.text).not.toContain(search.title);
  });

  it('sends nothing to someone with no daily kinds, or with nothing new in them', async () => {
    const outbox = new TestOutbox();
    const allInstant = await userWithPreferences(ctx.db, { savedSearches: 'instant' });
    await notify(ctx.db, allInstant.id, 'saved_search');
    const quiet = await userWithPreferences(ctx.db, { wtbMatches: 'daily' });
    await notify(ctx.db, quiet.id, 'price_drop');
    const offline = await userWithPreferences(ctx.db, { savedSearches: 'off' });
    await notify(ctx.db, offline.id, 'saved_search');
    await digestAt(now(), outbox);
    expect(outbox.to(allInstant.email)).toEqual([]);
    expect(outbox.to(quiet.email)).toEqual([]);
    expect(outbox.to(offline.email)).toEqual([]);
  });

  it('sends one digest when two instances run the same hour at once', async () => {
    const outbox = new TestOutbox();
    const user = await userWithPreferences(ctx.db);
    await notify(ctx.db, user.id, 'saved_search');
    const clock = now();
    await Promise.all([digestAt(clock, outbox), digestAt(clock, outbox)]);
    expect(outbox.to(user.email)).toHaveLength(1);
  });

  it('waits for the digest hour', async () => {
    const outbox = new TestOutbox();
    const user = await userWithPreferences(ctx.db);
    await notify(ctx.db, user.id, 'saved_search');
    const clock = now();
    const deps: EmailDeps = {
      db: ctx.db,
      mailer: outbox,
      publicUrl: ctx.config.publicUrl,
      secret: 'x'.repeat(32),
      digestHour: clock.getUTCHours() + 1,
    };
    // Past 23:00 UTC there is no later hour that day to wait for.
    if (deps.digestHour > 23) return;
    expect(await runDigests(deps, clock)).toBe(0);
    expect(outbox.to(user.email)).toEqual([]);
  });
});
