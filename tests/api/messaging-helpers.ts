/** Requests the messaging API tests share: start a conversation about a new listing, send text. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { messageSchema } from '@/shared/schemas/chat';
import { createListing } from '../factories';
import { multipart } from './multipart';
import { photo } from './photos';
import type { TestContext } from './test-app';

type Member = { cookie: string; user: { id: string } };

/** A fresh listing by `seller`, and `buyer`'s POST /api/conversations about it (its body: sellerId, listingId, isWTB). */
export async function startAboutNewListing(ctx: TestContext, buyer: Member, seller: Member) {
  const listing = await createListing(ctx.db, seller.user.id);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/conversations',
    payload: { sellerId: seller.user.id, listingId: listing.id, wtbListingId: null, isWTB: false },
    headers: { cookie: buyer.cookie },
  });
  return { listing, response };
}

/** POST /api/messages with a text message. */
export function sendText(
  app: FastifyInstance,
  who: Member,
  conversationId: string,
  content: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: { conversationId, type: 'text', content },
    headers: { cookie: who.cookie },
  });
}

/** sendText that must succeed: the stored message. */
export async function sentText(
  app: FastifyInstance,
  who: Member,
  conversationId: string,
  content: string,
) {
  const response = await sendText(app, who, conversationId, content);
  expect(response.statusCode, response.body).toBe(201);
  return messageSchema.parse(response.json());
}

/** Uploads a small chat image as `who` and sends it into the conversation: the stored message. */
export async function sentImage(app: FastifyInstance, who: Member, conversationId: string) {
  const body = multipart([{ filename: 'a.jpg', type: 'image/jpeg', data: await photo(64, 64) }]);
  const upload = await app.inject({
    method: 'POST',
    url: `/api/uploads?purpose=chat&conversationId=${conversationId}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.cookie },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const sent = await app.inject({
    method: 'POST',
    url: '/api/messages',
    payload: { conversationId, type: 'image', url: upload.json().files[0].url },
    headers: { cookie: who.cookie },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return messageSchema.parse(sent.json());
}
