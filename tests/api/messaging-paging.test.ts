import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/server/db/schema';
import { conversationSchema, messageSchema } from '@/shared/schemas/chat';
import { createAccount } from './auth-helpers';
import { sentText, startAboutNewListing } from './messaging-helpers';
import { useTestApp } from './test-app';

// Each test reads the lists of its own accounts, so the tests do not see each other's rows.
const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let seller: Account;

beforeAll(async () => {
  seller = await createAccount(ctx.app);
});

function get(url: string, who: Account) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
}

async function newConversation(buyer: Account) {
  const { response } = await startAboutNewListing(ctx, buyer, seller);
  expect(response.statusCode, response.body).toBe(201);
  return conversationSchema.parse(response.json()).id;
}

/** Messages written straight to the table (past the send rate limit): their ids, oldest first. */
async function insertMessages(conversationId: string, from: Account, count: number) {
  const rows = await ctx.db
    .insert(messages)
    .values(
      Array.from({ length: count }, (_, i) => ({
        conversationId,
        senderId: from.user.id,
        messageType: 'text' as const,
        content: `message ${i + 1}`,
      })),
    )
    .returning({ id: messages.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function messagePage(who: Account, conversationId: string, query: string) {
  const response = await get(`/api/conversations/${conversationId}/messages?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    ids: messageSchema
      .array()
      .parse(body.messages)
      .map((message) => message.id),
    nextCursor: body.nextCursor as string | null,
  };
}

async function conversationPage(who: Account, query: string) {
  const response = await get(`/api/conversations?${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    ids: conversationSchema
      .array()
      .parse(body.conversations)
      .map((conversation) => conversation.id),
    nextCursor: body.nextCursor as string | null,
  };
}

describe('GET /api/conversations/{id}/messages pages', () => {
  it('gives 50 newest first by default, then older pages to the first message', async () => {
    const buyer = await createAccount(ctx.app);
    const id = await newConversation(buyer);
    const ids = await insertMessages(id, buyer, 51);
    const first = await messagePage(buyer, id, '');
    expect(first.ids).toEqual(ids.slice(1).reverse());
    const second = await messagePage(buyer, id, `cursor=${first.nextCursor}`);
    expect(second).toEqual({ ids: [ids[0]], nextCursor: null });
  });

  it('repeats and skips nothing when new messages arrive between pages', async () => {
    const buyer = await createAccount(ctx.app);
    const id = await newConversation(buyer);
    const ids = await insertMessages(id, buyer, 7);
    const first = await messagePage(buyer, id, 'limit=3');
    expect(first.ids).toEqual([ids[6], ids[5], ids[4]]);

    const newer = [
      (await sentText(ctx.app, seller, id, 'Still there?')).id,
      (await sentText(ctx.app, buyer, id, 'Yes')).id,
    ];
    const second = await messagePage(buyer, id, `limit=3&cursor=${first.nextCursor}`);
    expect(second.ids).toEqual([ids[3], ids[2], ids[1]]);
    const third = await messagePage(buyer, id, `limit=3&cursor=${second.nextCursor}`);
    expect(third).toEqual({ ids: [ids[0]], nextCursor: null });

    // The new ones are on a fresh first page, above what was shown before.
    const fresh = await messagePage(buyer, id, 'limit=3');
    expect(fresh.ids).toEqual([newer[1], newer[0], ids[6]]);
  });
});

describe('GET /api/conversations pages', () => {
  it('walks every conversation once, newest activity first, also when one moves up meanwhile', async () => {
    const buyer = await createAccount(ctx.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const id = await newConversation(buyer);
      await sentText(ctx.app, buyer, id, `Hello ${i}`);
      ids.unshift(id); // the newest activity comes first
    }
    const first = await conversationPage(buyer, 'limit=2');
    expect(first.ids).toEqual(ids.slice(0, 2));

    // A conversation of the next page gets a message: it moves above the pages already read
    // (a fresh first page, or the live channel, brings it), and no page repeats it.
    await sentText(ctx.app, seller, ids[3]!, 'Price drop!');
    const seen = [...first.ids];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await conversationPage(buyer, `limit=2&cursor=${cursor}`);
      seen.push(...page.ids);
      cursor = page.nextCursor;
    }
    expect(seen).toEqual([ids[0], ids[1], ids[2], ids[4]]);
    const fresh = await conversationPage(buyer, 'limit=2');
    expect(fresh.ids).toEqual([ids[3], ids[0]]);
    expect(fresh.nextCursor).not.toBeNull();
  });

  it('gives 30 by default and nextCursor null on the last page', async () => {
    const few = await createAccount(ctx.app);
    await newConversation(few);
    expect(await conversationPage(few, '')).toMatchObject({ nextCursor: null });
    const page = await get('/api/conversations', seller);
    expect(page.json().conversations.length).toBeLessThanOrEqual(30);
  });
});

describe('paging input', () => {
  it('answers a bad limit or cursor with a 400 sentence', async () => {
    const buyer = await createAccount(ctx.app);
    const id = await newConversation(buyer);
    const { nextCursor } = await conversationPage(buyer, 'limit=1');
    await insertMessages(id, buyer, 2);
    const { nextCursor: messageCursor } = await messagePage(buyer, id, 'limit=1');
    for (const base of ['/api/conversations', `/api/conversations/${id}/messages`]) {
      for (const limit of ['0', '101', 'abc', '1.5', '-3']) {
        const response = await get(`${base}?limit=${limit}`, buyer);
        expect(response.statusCode, `${base} ${limit}`).toBe(400);
        expect(response.json()).toEqual({ message: 'limit must be a whole number from 1 to 100' });
      }
    }
    for (const [base, cursor] of [
      ['/api/conversations', 'nonsense'],
      ['/api/conversations', messageCursor],
      [`/api/conversations/${id}/messages`, 'nonsense'],
      [`/api/conversations/${id}/messages`, nextCursor ?? 'x'],
    ] as const) {
      const response = await get(`${base}?cursor=${cursor}`, buyer);
      expect(response.statusCode, `${base} ${cursor}`).toBe(400);
      expect(response.json()).toEqual({
        message: 'cursor is not valid: start again from the first page',
      });
    }
  });
});
