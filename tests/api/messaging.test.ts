import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, listings, messages } from '@/server/db/schema';
import {
  conversationSchema,
  conversationServerErrors,
  MESSAGE_EMPTY,
  MESSAGE_TOO_LONG,
  messageSchema,
} from '@/shared/schemas/chat';
import { createListing, createWtb } from '../factories';
import { createAccount } from './auth-helpers';
import {
  sendText as sendMessage,
  sentImage as sendImage,
  sentText,
  startAboutNewListing,
} from './messaging-helpers';
import { multipart } from './multipart';
import { photo } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let seller: Account;
let buyer: Account;
let outsider: Account;

beforeAll(async () => {
  [seller, buyer, outsider] = await Promise.all([
    createAccount(ctx.app),
    createAccount(ctx.app),
    createAccount(ctx.app),
  ]);
});

type Method = 'GET' | 'POST' | 'DELETE';
function call(method: Method, url: string, who: Account | null, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
}

async function start(who: Account, payload: object) {
  return call('POST', '/api/conversations', who, payload);
}

/** A fresh listing by `to` and `from`'s new conversation about it. */
async function listingConversation(from = buyer, to = seller) {
  const { listing, response } = await startAboutNewListing(ctx, from, to);
  expect(response.statusCode, response.body).toBe(201);
  return { listing, conversation: conversationSchema.parse(response.json()) };
}

const sendText = (who: Account, conversationId: string, content: string) =>
  sendMessage(ctx.app, who, conversationId, content);

const sent = (who: Account, conversationId: string, content: string) =>
  sentText(ctx.app, who, conversationId, content);

/** Every conversation `who` sees: the first page, large enough for these tests. */
async function listOf(who: Account) {
  const response = await call('GET', '/api/conversations?limit=100', who);
  expect(response.statusCode).toBe(200);
  return conversationSchema.array().parse(response.json().conversations);
}

/** The thread's messages, oldest first (the API pages them newest first). */
async function threadOf(who: Account, conversationId: string) {
  const response = await call(
    'GET',
    `/api/conversations/${conversationId}/messages?limit=100`,
    who,
  );
  expect(response.statusCode, response.body).toBe(200);
  return messageSchema.array().parse(response.json().messages).reverse();
}

async function viewOf(who: Account, conversationId: string) {
  return (await listOf(who)).find((c) => c.id === conversationId);
}

describe('POST /api/conversations', () => {
  it('starts a conversation about a listing, with both parties and the listing', async () => {
    const { listing, conversation } = await listingConversation();
    expect(conversation).toMatchObject({
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      buyer: { id: buyer.user.id, username: buyer.user.username },
      seller: { id: seller.user.id, username: seller.user.username },
      listingId: listing.id,
      listing: { id: listing.id, title: listing.title, price: listing.price, isSold: false },
      wtbListingId: null,
      wtbListing: null,
      isWTB: false,
      isRead: true,
      lastMessage: null,
    });
    expect(conversation.listing!.thumbnailUrl).toMatch(/-thumb\.webp$/);
  });

  it('returns the existing conversation for the same pair and listing instead of a second', async () => {
    const { listing, conversation } = await listingConversation();
    const again = await start(buyer, {
      sellerId: seller.user.id,
      listingId: listing.id,
      isWTB: false,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(conversation.id);
    const rows = await ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.listingId, listing.id));
    expect(rows).toHaveLength(1);
  });

  it('starts a WTB conversation with the poster ("I Have This")', async () => {
    const wtb = await createWtb(ctx.db, buyer.user.id, { title: 'Box logo hoodie' });
    const response = await start(seller, {
      sellerId: buyer.user.id,
      listingId: null,
      wtbListingId: wtb.id,
      isWTB: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      buyerId: seller.user.id,
      sellerId: buyer.user.id,
      isWTB: true,
      listing: null,
      wtbListing: { id: wtb.id, title: 'Box logo hoodie', isFulfilled: false },
    });
  });

  it('refuses a conversation with oneself', async () => {
    const listing = await createListing(ctx.db, seller.user.id);
    const response = await start(seller, {
      sellerId: seller.user.id,
      listingId: listing.id,
      isWTB: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: conversationServerErrors.self });
  });

  it('refuses a listing that does not exist or was deleted', async () => {
    const listing = await createListing(ctx.db, seller.user.id);
    await ctx.db.delete(listings).where(eq(listings.id, listing.id));
    const response = await start(buyer, {
      sellerId: seller.user.id,
      listingId: listing.id,
      isWTB: false,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: conversationServerErrors.listingNotFound });
  });

  it('refuses an unknown seller, a listing of someone else, and mixed-up references', async () => {
    const listing = await createListing(ctx.db, seller.user.id);
    const unknown = await start(buyer, { sellerId: 'nobody', listingId: listing.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(conversationServerErrors.sellerNotFound);

    const notTheirs = await start(buyer, { sellerId: outsider.user.id, listingId: listing.id });
    expect(notTheirs.statusCode).toBe(400);
    expect(notTheirs.json().message).toBe(conversationServerErrors.notBelong);

    const wtb = await createWtb(ctx.db, seller.user.id);
    for (const payload of [
      { sellerId: seller.user.id, listingId: listing.id, wtbListingId: wtb.id, isWTB: false },
      { sellerId: seller.user.id, listingId: listing.id, isWTB: true },
      { sellerId: seller.user.id, wtbListingId: wtb.id, isWTB: false },
      { sellerId: seller.user.id },
    ]) {
      const response = await start(buyer, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(conversationServerErrors.invalidReference);
    }
  });

  it('refuses a new conversation about a sold listing but keeps an existing one usable', async () => {
    const { listing, conversation } = await listingConversation();
    await ctx.db
      .update(listings)
      .set({ isSold: true, soldAt: new Date() })
      .where(eq(listings.id, listing.id));
    const again = await start(buyer, { sellerId: seller.user.id, listingId: listing.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().listing.isSold).toBe(true);
    expect((await sendText(buyer, conversation.id, 'Still have it?')).statusCode).toBe(201);

    const fresh = await start(outsider, { sellerId: seller.user.id, listingId: listing.id });
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().message).toBe(conversationServerErrors.listingSold);
  });

  it('asks visitors to sign in', async () => {
    expect((await start(null as unknown as Account, {})).statusCode).toBe(401);
  });
});

describe('participants only', () => {
  it('answers 404 to anyone else on read, write, mark-read and delete, and 401 to visitors', async () => {
    const { conversation } = await listingConversation();
    await sent(buyer, conversation.id, 'Is this still available?');
    const id = conversation.id;
    const attempts: [Method, string, object?][] = [
      ['GET', `/api/conversations/${id}/messages`],
      ['POST', '/api/messages', { conversationId: id, type: 'text', content: 'hi' }],
      ['POST', `/api/conversations/${id}/mark-read`],
      ['DELETE', `/api/conversations/${id}/empty`],
    ];
    for (const [method, url, payload] of attempts) {
      const third = await call(method, url, outsider, payload);
      expect(third.statusCode, `${method} ${url}`).toBe(404);
      expect(third.json()).toEqual({ message: 'Conversation not found' });
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
    }
    expect(await viewOf(outsider, id)).toBeUndefined();
    expect(await threadOf(seller, id)).toHaveLength(1);
  });
});

describe('POST /api/messages', () => {
  it('stores a text message with its sender and returns it', async () => {
    const { conversation } = await listingConversation();
    const message = await sent(buyer, conversation.id, '  Would you take $80?  ');
    expect(message).toMatchObject({
      conversationId: conversation.id,
      senderId: buyer.user.id,
      sender: { username: buyer.user.username },
      messageType: 'text',
      content: '  Would you take $80?  ',
      imageUrl: null,
    });
    expect((await threadOf(seller, conversation.id)).map((m) => m.id)).toEqual([message.id]);
  });

  it('refuses blank and over-long text, and accepts exactly 2,000 characters', async () => {
    const { conversation } = await listingConversation();
    const blank = await sendText(buyer, conversation.id, ' \n\t ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(MESSAGE_EMPTY);
    const long = await sendText(buyer, conversation.id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MESSAGE_TOO_LONG);
    expect((await sendText(buyer, conversation.id, 'x'.repeat(2000))).statusCode).toBe(201);
    expect(await threadOf(buyer, conversation.id)).toHaveLength(1);
  });

  it('refuses text with a NUL character instead of failing', async () => {
    const { listing, conversation } = await listingConversation();
    const text = await sendText(buyer, conversation.id, 'hi\u0000there');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Text cannot contain the NUL character');
    const start = await call('POST', '/api/conversations', buyer, {
      sellerId: 'x\u0000y',
      listingId: listing.id,
    });
    expect(start.statusCode).toBe(400);
  });

  it('sends an image this server stored for the conversation, and refuses any other URL', async () => {
    const { conversation } = await listingConversation();
    const other = await listingConversation(outsider, seller);
    const jpeg = await photo(64, 64);
    const uploadTo = async (who: Account, conversationId: string) => {
      const body = multipart([{ filename: 'a.jpg', type: 'image/jpeg', data: jpeg }]);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/uploads?purpose=chat&conversationId=${conversationId}`,
        payload: body.payload,
        headers: { ...body.headers, cookie: who.cookie },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().files[0].url as string;
    };
    const own = await uploadTo(seller, conversation.id);
    const foreign = await uploadTo(outsider, other.conversation.id);

    const image = (url: string) => ({ conversationId: conversation.id, type: 'image', url });
    for (const url of [
      foreign,
      own.replace(/\.webp$/, '-thumb.webp'),
      own.replace(/\.webp$/, 'x.webp'),
      'https://evil.example/a.webp',
      'javascript:alert(1)',
    ]) {
      const refused = await call('POST', '/api/messages', seller, image(url));
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message).toBe(
        'An image message must use an image uploaded to this conversation',
      );
    }
    const accepted = await call('POST', '/api/messages', seller, image(own));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ messageType: 'image', imageUrl: own, content: '' });
    expect((await viewOf(buyer, conversation.id))!.lastMessage).toMatchObject({
      messageType: 'image',
      senderId: seller.user.id,
    });
  });
});

describe('chat images are for the two participants only', () => {
  async function sentImage() {
    const { conversation } = await listingConversation();
    return { conversation, message: await sendImage(ctx.app, buyer, conversation.id) };
  }

  it('serves a chat image to its participants with a private Cache-Control: visitors 401, anyone else 404', async () => {
    const { conversation, message } = await sentImage();
    const url = message.imageUrl!;
    expect(url).toMatch(
      new RegExp(`^/api/chatimages/${conversation.id}/\\d+-[0-9a-f]{12}\\.webp$`),
    );
    for (const url of [message.imageUrl!, message.imageUrl!.replace(/\.webp$/, '-thumb.webp')]) {
      for (const who of [buyer, seller]) {
        const image = await call('GET', url, who);
        expect(image.statusCode, url).toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        expect(image.headers['cache-control']).toBe('private, max-age=3600');
        expect(image.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
      const visitor = await call('GET', url, null);
      expect(visitor.statusCode).toBe(401);
      const stranger = await call('GET', url, outsider);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ message: 'Conversation not found' });
      expect(stranger.rawPayload.subarray(8, 12).toString('latin1')).not.toBe('WEBP');
    }
    // The file on disk is no longer public.
    const key = url.slice('/api/'.length);
    const publicCopy = await call('GET', `/uploads/${key}`, buyer);
    expect(publicCopy.statusCode).toBe(404);

    const missing = await call(
      'GET',
      url.replace(/-[0-9a-f]{12}\.webp$/, '-000000000000.webp'),
      buyer,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Image not found' });
    const odd = await call('GET', `/api/chatimages/${conversation.id}/..%2Fsecret.webp`, buyer);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toMatch(/chat image/);
  });

  it('gives the participant URL in the thread, the live event and for rows stored before images were private', async () => {
    const { conversation, message } = await sentImage();
    expect((await threadOf(seller, conversation.id))[0]!.imageUrl).toBe(message.imageUrl);

    // A row written when chat images were served from /uploads.
    const key = message.imageUrl!.slice('/api/'.length);
    await ctx.db
      .update(messages)
      .set({ imageUrl: `/uploads/${key}` })
      .where(eq(messages.id, message.id));
    expect((await threadOf(seller, conversation.id))[0]!.imageUrl).toBe(message.imageUrl);
  });
});

describe('conversation list and unread state', () => {
  it('shows a conversation to the other party only once it has a message', async () => {
    const { conversation } = await listingConversation();
    expect(await viewOf(buyer, conversation.id)).toBeDefined();
    expect(await viewOf(seller, conversation.id)).toBeUndefined();
    await sent(buyer, conversation.id, 'Hi!');
    expect(await viewOf(seller, conversation.id)).toMatchObject({
      isRead: false,
      lastMessage: { content: 'Hi!', senderId: buyer.user.id, messageType: 'text' },
    });
  });

  it('keeps each side its own unread flag, also when both write at once', async () => {
    const { conversation } = await listingConversation();
    const id = conversation.id;
    await sent(buyer, id, 'Hello');
    expect((await viewOf(buyer, id))!.isRead).toBe(true);
    expect((await viewOf(seller, id))!.isRead).toBe(false);

    // Both write at the same moment: whoever wrote last has read everything before their own
    // message; the other has one unread message from them.
    await Promise.all([sent(buyer, id, 'Are you there?'), sent(seller, id, 'Yes, hi')]);
    const last = (await threadOf(buyer, id)).at(-1)!;
    const [lastWriter, other] = last.senderId === buyer.user.id ? [buyer, seller] : [seller, buyer];
    expect((await viewOf(lastWriter, id))!.isRead).toBe(true);
    expect((await viewOf(other, id))!.isRead).toBe(false);

    const marked = await call('POST', `/api/conversations/${id}/mark-read`, other);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({
      conversationId: id,
      isRead: true,
      lastReadMessageId: last.id,
    });
    expect((await viewOf(other, id))!.isRead).toBe(true);
  });

  it('marks read only up to the message the reader was shown', async () => {
    const { conversation } = await listingConversation();
    const first = await sent(buyer, conversation.id, 'One');
    await sent(buyer, conversation.id, 'Two');
    const marked = await call('POST', `/api/conversations/${conversation.id}/mark-read`, seller, {
      lastMessageId: first.id,
    });
    expect(marked.json().lastReadMessageId).toBe(first.id);
    expect((await viewOf(seller, conversation.id))!.isRead).toBe(false);
    await call('POST', `/api/conversations/${conversation.id}/mark-read`, seller);
    expect((await viewOf(seller, conversation.id))!.isRead).toBe(true);
    // Never backwards.
    const back = await call('POST', `/api/conversations/${conversation.id}/mark-read`, seller, {
      lastMessageId: first.id,
    });
    expect(back.json().lastReadMessageId).toBeGreaterThan(first.id);
  });

  it('puts unread conversations first when their last messages are equally new', async () => {
    const a = await listingConversation(outsider, buyer);
    const b = await listingConversation(outsider, buyer);
    await sent(outsider, a.conversation.id, 'for a');
    await sent(outsider, b.conversation.id, 'for b');
    await call('POST', `/api/conversations/${b.conversation.id}/mark-read`, buyer);
    const same = new Date(Date.now() + 60_000);
    for (const { conversation } of [a, b]) {
      await ctx.db
        .update(conversations)
        .set({ lastMessageAt: same })
        .where(eq(conversations.id, conversation.id));
    }
    for (const [unread, read] of [
      [a, b],
      [b, a],
    ] as const) {
      await call('POST', `/api/conversations/${read.conversation.id}/mark-read`, buyer);
      await sent(outsider, unread.conversation.id, 'again');
      await ctx.db
        .update(conversations)
        .set({ lastMessageAt: same })
        .where(eq(conversations.id, unread.conversation.id));
      const ids = (await listOf(buyer)).map((c) => c.id);
      expect(ids.slice(0, 2)).toEqual([unread.conversation.id, read.conversation.id]);
    }
  });

  it('sorts by last message time, newest first', async () => {
    const a = await listingConversation(outsider, buyer);
    const b = await listingConversation(outsider, buyer);
    await sent(outsider, a.conversation.id, 'first');
    await sent(outsider, b.conversation.id, 'second');
    await sent(outsider, a.conversation.id, 'third');
    const ids = (await listOf(buyer)).map((c) => c.id);
    expect(ids.indexOf(a.conversation.id)).toBeLessThan(ids.indexOf(b.conversation.id));
  });
});

describe('DELETE /api/conversations/{id}/empty', () => {
  it('never deletes a conversation a message is being sent into', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { conversation } = await listingConversation();
      const [sentNow, deleted] = await Promise.all([
        sendText(buyer, conversation.id, `race ${i}`),
        call('DELETE', `/api/conversations/${conversation.id}/empty`, buyer),
      ]);
      const still = await viewOf(buyer, conversation.id);
      if (deleted.statusCode === 204) {
        expect(sentNow.statusCode).toBe(404);
        expect(still).toBeUndefined();
      } else {
        expect([sentNow.statusCode, deleted.statusCode]).toEqual([201, 409]);
        expect(still!.lastMessage!.content).toBe(`race ${i}`);
      }
    }
  });

  it('deletes a conversation without messages and refuses one with messages', async () => {
    const empty = await listingConversation();
    const deleted = await call(
      'DELETE',
      `/api/conversations/${empty.conversation.id}/empty`,
      buyer,
    );
    expect(deleted.statusCode).toBe(204);
    expect(await viewOf(buyer, empty.conversation.id)).toBeUndefined();

    const used = await listingConversation();
    await sent(buyer, used.conversation.id, 'hi');
    const refused = await call('DELETE', `/api/conversations/${used.conversation.id}/empty`, buyer);
    expect(refused.statusCode).toBe(409);
    expect(await viewOf(buyer, used.conversation.id)).toBeDefined();
  });
});
