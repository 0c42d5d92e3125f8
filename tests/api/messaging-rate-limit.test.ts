import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from './auth-helpers';
import { sendText, startAboutNewListing } from './messaging-helpers';
import { useTestApp } from './test-app';

const LIMIT = 3;
const ctx = useTestApp(() => ({ MESSAGE_RATE_LIMIT: String(LIMIT) }));
type Account = Awaited<ReturnType<typeof createAccount>>;
let seller: Account;
let spammer: Account;

beforeAll(async () => {
  [seller, spammer] = await Promise.all([createAccount(ctx.app), createAccount(ctx.app)]);
});

async function conversationWithSeller() {
  const { response } = await startAboutNewListing(ctx, spammer, seller);
  return response.json().id as string;
}

const send = (who: Account, conversationId: string, content: string) =>
  sendText(ctx.app, who, conversationId, content);

describe('POST /api/messages rate limit', () => {
  it('refuses a sender over the per-minute limit, across conversations, and stores nothing', async () => {
    const [first, second] = [await conversationWithSeller(), await conversationWithSeller()];
    const statuses = [];
    for (let i = 0; i < LIMIT; i += 1) {
      statuses.push((await send(spammer, i % 2 ? second : first, `offer ${i}`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201]);

    const refused = await send(spammer, first, 'one more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You are sending messages too quickly\. Please wait \d+ seconds and try again\.$/,
    );
    const thread = await ctx.app.inject({
      method: 'GET',
      url: `/api/conversations/${first}/messages`,
      headers: { cookie: spammer.cookie },
    });
    const contents = thread.json().messages.map((m: { content: string }) => m.content);
    expect(contents).not.toContain('one more');

    // The limit is the sender's own: the seller can still answer.
    expect((await send(seller, first, 'Slow down please')).statusCode).toBe(201);
  });
});
