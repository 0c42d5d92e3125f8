import { beforeAll, describe, expect, it } from 'vitest';
import { BLOCK_SELF, BLOCKED_MESSAGE, blockListSchema } from '@/shared/schemas/safety';
import { conversationPageSchema } from '@/shared/schemas/chat';
import { createListing } from '../factories';
import { sendText } from './messaging-helpers';
import { multipart } from './multipart';
import { photo } from './photos';
import { useTestApp } from './test-app';
import { tradeAccounts, tradeCalls, type Account } from './trade-helpers';

// docs/product.md, Safety, Blocking: the block itself, and what it stops in messaging.
const ctx = useTestApp();
const { call, ok, listingConversation } = tradeCalls(ctx);

let alice: Account;
let bob: Account;
let carol: Account;
beforeAll(async () => {
  const { seller, buyer, outsider } = await tradeAccounts(ctx.app);
  [alice, bob, carol] = [seller, buyer, outsider];
});

const block = (who: Account | null, username: string) =>
  call('POST', `/api/users/${encodeURIComponent(username)}/block`, who);
const unblock = (who: Account, username: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/users/${encodeURIComponent(username)}/block`,
    headers: { cookie: who.cookie },
  });
const blockList = async (who: Account) =>
  blockListSchema.parse(await ok(200, 'GET', '/api/blocks', who)).blocked;

describe('blocking and unblocking', () => {
  it('blocks once, answers the same block again, lists it newest first, and unblocks', async () => {
    const first = await block(alice, bob.user.username);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ username: bob.user.username, profileImageUrl: null });
    const again = await block(alice, bob.user.username.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json().blockedAt).toBe(first.json().blockedAt);
    expect((await block(alice, carol.user.username)).statusCode).toBe(201);

    expect((await blockList(alice)).map((b) => b.username)).toEqual([
      carol.user.username,
      bob.user.username,
    ]);
    expect(await blockList(bob)).toEqual([]);

    expect((await unblock(alice, bob.user.username)).statusCode).toBe(204);
    expect((await unblock(alice, bob.user.username)).statusCode).toBe(204);
    expect((await unblock(alice, carol.user.username)).statusCode).toBe(204);
    expect(await blockList(alice)).toEqual([]);
  });

  it('refuses oneself (400), an unknown username (404) and visitors (401)', async () => {
    const self = await block(alice, alice.user.username);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(BLOCK_SELF);
    const unknown = await block(alice, 'nobody-has-this-name');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    expect((await block(null, bob.user.username)).statusCode).toBe(401);
    expect((await call('GET', '/api/blocks', null)).statusCode).toBe(401);
    const visitorUnblock = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${bob.user.username}/block`,
    });
    expect(visitorUnblock.statusCode).toBe(401);
  });
});

/** The conversation as `who` sees it in their list. */
async function conversationAs(who: Account, id: string) {
  const page = conversationPageSchema.parse(
    await ok(200, 'GET', '/api/conversations?limit=50', who),
  );
  return page.conversations.find((conversation) => conversation.id === id);
}

/** Every way `who` could write to `other` in `conversationId`, each refused with the neutral 403. */
async function expectEverythingRefused(who: Account, other: Account, conversationId: string) {
  const refusals = [
    await sendText(ctx.app, who, conversationId, 'hello?'),
    await call('POST', `/api/conversations/${conversationId}/deal`, who, { price: '100' }),
    await call('POST', '/api/conversations', who, {
      sellerId: other.user.id,
      listingId: (await createListing(ctx.db, other.user.id)).id,
      isWTB: false,
    }),
  ];
  for (const response of refusals) {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ message: BLOCKED_MESSAGE });
  }
}

describe('a block between two people', () => {
  it('stops messages, offers, deal steps and new conversations both ways', async () => {
    // Bob (buying) has an open offer and a proposed deal from before the block.
    const { conversation } = await listingConversation(bob, alice, '200.00');
    const offer = await ok(201, 'POST', `/api/conversations/${conversation.id}/offers`, bob, {
      amount: '150',
    });
    const deal = await ok(201, 'POST', `/api/conversations/${conversation.id}/deal`, alice, {
      price: '180',
    });
    const upload = multipart([
      { filename: 'a.jpg', type: 'image/jpeg', data: await photo(64, 64) },
    ]);
    const uploadChatImage = (who: Account) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/uploads?purpose=chat&conversationId=${conversation.id}`,
        payload: upload.payload,
        headers: { ...upload.headers, cookie: who.cookie },
      });
    const uploaded = await uploadChatImage(bob);
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    expect((await block(alice, bob.user.username)).statusCode).toBe(201);
    await expectEverythingRefused(alice, bob, conversation.id);
    await expectEverythingRefused(bob, alice, conversation.id);
    const steps = [
      await call('POST', '/api/messages', bob, {
        conversationId: conversation.id,
        type: 'image',
        url: uploaded.json().files[0].url,
      }),
      await call('POST', `/api/conversations/${conversation.id}/offers`, bob, { amount: '160' }),
      await call('POST', `/api/offers/${offer.id}/counter`, alice, { amount: '190' }),
      await call('POST', `/api/offers/${offer.id}/accept`, alice, {}),
      await call('POST', `/api/deals/${deal.id}/confirm`, bob, {}),
      await call('POST', `/api/deals/${deal.id}/decline`, bob, {}),
      await call('POST', `/api/deals/${deal.id}/cancel`, alice, { reason: 'Changed my mind' }),
      // An image for the thread is refused before it is stored, whichever side uploads it.
      await uploadChatImage(bob),
      await uploadChatImage(alice),
    ];
    for (const response of steps) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().message).toBe(BLOCKED_MESSAGE);
    }

    // Still readable by both, marked as blocked; only the blocker's view says it was them.
    expect(await conversationAs(alice, conversation.id)).toMatchObject({
      blocked: true,
      blockedByMe: true,
    });
    expect(await conversationAs(bob, conversation.id)).toMatchObject({
      blocked: true,
      blockedByMe: false,
    });
    const thread = await ok(200, 'GET', `/api/conversations/${conversation.id}/messages`, bob);
    expect(thread.messages.length).toBeGreaterThan(0);

    // Unblocked: writing works again, and the conversation is no longer marked.
    expect((await unblock(alice, bob.user.username)).statusCode).toBe(204);
    expect((await sendText(ctx.app, bob, conversation.id, 'back again')).statusCode).toBe(201);
    expect(await conversationAs(alice, conversation.id)).toMatchObject({
      blocked: false,
      blockedByMe: false,
    });
  });

  it('leaves other people free to write to either of them', async () => {
    expect((await block(alice, bob.user.username)).statusCode).toBe(201);
    const { conversation } = await listingConversation(carol, alice);
    expect((await sendText(ctx.app, alice, conversation.id, 'hi carol')).statusCode).toBe(201);
    expect(conversation).toMatchObject({ blocked: false, blockedByMe: false });
    expect((await unblock(alice, bob.user.username)).statusCode).toBe(204);
  });
});
