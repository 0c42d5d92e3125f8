/**
 * docs/product.md, E-mail: instant `deals` e-mails about one conversation reach one person at
 * most once per window; the steps within it wait for one follow-up saying how many wait. In-app
 * notifications are not held back. Real job queue, two instances, the dev outbox.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import type { Mail } from '@/server/mail/mailer';
import { eventually, TestOutbox } from './email-helpers';
import { useTestApp } from './test-app';
import { tradeAccounts, tradeCalls, type Account } from './trade-helpers';

const WINDOW_SECONDS = 5;
const jobs = {
  pollingSeconds: 0.5,
  retryDelaySeconds: 1,
  conversationWindowSeconds: WINDOW_SECONDS,
};
/** The notification e-mails (not the account's) of both instances, in the order they were sent. */
const sent: Mail[] = [];
class SharedOutbox extends TestOutbox {
  override async send(mail: Mail): Promise<void> {
    await super.send(mail);
    if (mail.headers?.['List-Unsubscribe']) sent.push(mail);
  }
}
const outboxA = new SharedOutbox();
const outboxB = new SharedOutbox();
const ctx = useTestApp(
  () => ({}),
  () => ({ mailer: outboxA, jobs }),
);
const { ok, listingConversation, notificationsOf } = tradeCalls(ctx);

let instanceB: FastifyInstance | undefined;
afterAll(async () => {
  await instanceB?.close();
});

/** A second instance on the same database, working the same queues. */
async function secondInstance() {
  instanceB ??= await buildApp({ config: ctx.config, db: ctx.db, mailer: outboxB, jobs });
}

const mailsTo = (who: Account): Mail[] => sent.filter((mail) => mail.to === who.user.email);

/** Waits until no e-mail job of either queue is left to run (queued, running or to retry). */
async function emailJobsSettled() {
  await eventually(async () => {
    const result = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job
          where name in ('notification-email', 'conversation-email')
          and state in ('created', 'active', 'retry')`,
    );
    expect(result.rows[0]!.n).toBe(0);
  }, 30_000);
}

const makeOffer = (buyer: Account, conversationId: string, amount: string) =>
  ok(201, 'POST', `/api/conversations/${conversationId}/offers`, buyer, { amount });

describe('offer and deal e-mails about one conversation', () => {
  it('sends the first step at once and gathers the next ones into one follow-up, across instances', async () => {
    await secondInstance();
    const { seller, buyer } = await tradeAccounts(ctx.app);
    const { listing, conversation } = await listingConversation(buyer, seller, '200.00');

    await makeOffer(buyer, conversation.id, '100');
    await eventually(() => expect(mailsTo(seller)).toHaveLength(1));
    expect(mailsTo(seller)[0]!.subject).toBe('Offer: $100.00');

    // A flood within the window: every step is in the app at once, none is e-mailed yet.
    for (const amount of ['101', '102', '103', '104'])
      await makeOffer(buyer, conversation.id, amount);
    expect(await notificationsOf(seller, 'offer')).toHaveLength(5);
    expect(mailsTo(seller)).toHaveLength(1);

    // At the window's end, one follow-up with the four steps that wait, and nothing more.
    await eventually(() => expect(mailsTo(seller)).toHaveLength(2), 30_000);
    await emailJobsSettled();
    expect(mailsTo(seller)).toHaveLength(2);
    const followUp = mailsTo(seller)[1]!;
    expect(followUp.subject).toBe(`4 offer and deal steps wait for you: “${listing.title}”`);
    expect(followUp.text).toContain(
      ['Offer: $101.00', 'Offer: $102.00', 'Offer: $103.00', 'Offer: $104.00'].join('\n'),
    );
    expect(followUp.text).toContain(`${ctx.config.publicUrl}/?conversation=${conversation.id}`);
    expect(followUp.html).toContain(
      `href="${ctx.config.publicUrl}/?conversation=${conversation.id}"`,
    );
    expect(followUp.headers?.['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\?token=/);

    // The window is the recipient's: the seller's counter reaches the buyer at once.
    const [open] = await notificationsOf(seller, 'offer');
    expect(open!.title).toBe('Offer: $104.00');
    const offers = await ok(200, 'GET', `/api/conversations/${conversation.id}/trade`, seller);
    await ok(201, 'POST', `/api/offers/${offers.offer.id}/counter`, seller, { amount: '180' });
    await eventually(() =>
      expect(mailsTo(buyer).map((m) => m.subject)).toEqual(['Counter-offer: $180.00']),
    );
  });

  it('leaves out the steps read in the thread or the app, and sends none when all were read', async () => {
    const { seller, buyer } = await tradeAccounts(ctx.app);
    const { conversation } = await listingConversation(buyer, seller, '200.00');
    await makeOffer(buyer, conversation.id, '100');
    await eventually(() => expect(mailsTo(seller)).toHaveLength(1));

    await makeOffer(buyer, conversation.id, '101');
    await makeOffer(buyer, conversation.id, '102');
    // The seller opens the thread (reads both), then reads a later step's notification in the app.
    await ok(200, 'POST', `/api/conversations/${conversation.id}/mark-read`, seller, {});
    await makeOffer(buyer, conversation.id, '103');
    await makeOffer(buyer, conversation.id, '104');
    const [newest] = await notificationsOf(seller, 'offer');
    await ok(200, 'POST', '/api/notifications/read', seller, { ids: [newest!.id] });

    // Only Offer: $103.00 still waits: it goes alone, as its own notification's e-mail.
    await eventually(() => expect(mailsTo(seller)).toHaveLength(2), 30_000);
    await emailJobsSettled();
    expect(mailsTo(seller).map((m) => m.subject)).toEqual(['Offer: $100.00', 'Offer: $103.00']);

    // Within the new window: read before its end, nothing is sent, and the window does not move.
    await makeOffer(buyer, conversation.id, '105');
    await ok(200, 'POST', `/api/conversations/${conversation.id}/mark-read`, seller, {});
    await new Promise((resolve) => setTimeout(resolve, WINDOW_SECONDS * 1000));
    await emailJobsSettled();
    expect(mailsTo(seller)).toHaveLength(2);

    // After the window, the next step is e-mailed at once again.
    await makeOffer(buyer, conversation.id, '106');
    await eventually(() => expect(mailsTo(seller)).toHaveLength(3));
    expect(mailsTo(seller)[2]!.subject).toBe('Offer: $106.00');
  });
});
