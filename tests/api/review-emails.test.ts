import { describe, expect, it } from 'vitest';
import { createAccount } from './auth-helpers';
import { eventually, TestOutbox } from './email-helpers';
import { confirmedDeal } from './fixtures/deals';
import { call, reviewed } from './review-helpers';
import { useTestApp } from './test-app';

const outbox = new TestOutbox();
const ctx = useTestApp(
  () => ({}),
  () => ({ mailer: outbox, jobs: { pollingSeconds: 0.5, retryDelaySeconds: 1 } }),
);

describe('review e-mails', () => {
  it('tells the reviewed person of a review and the reviewer of the reply, as they happen', async () => {
    const [buyer, seller] = [await createAccount(ctx.app), await createAccount(ctx.app)];
    const dealId = await confirmedDeal(ctx.db, buyer, seller);
    const review = await reviewed(ctx.app, buyer, dealId, { rating: 5, text: 'Spot on.' });
    // The outbox also holds the sign-up's verification mail.
    const reviewMails = () => outbox.to(seller.email).filter((m) => m.subject.includes('review'));
    await eventually(() => expect(reviewMails()).toHaveLength(1));
    const [mail] = reviewMails();
    expect(mail!.subject).toBe(`${buyer.user.username} reviewed you: 5 out of 5`);
    expect(mail!.text).toContain('Spot on.');
    expect(mail!.text).toContain(
      `${ctx.config.publicUrl}/profile/${seller.user.username}?tab=reviews`,
    );
    expect(mail!.text).toMatch(/Unsubscribe from Offers, deals and reviews e-mails: http/);

    const reply = await call(ctx.app, 'POST', `/api/reviews/${review.id}/reply`, seller, {
      text: 'Thanks!',
    });
    expect(reply.statusCode).toBe(200);
    await eventually(() =>
      expect(outbox.to(buyer.email).map((m) => m.subject)).toContain(
        `${seller.user.username} replied to your review`,
      ),
    );
  });
});
