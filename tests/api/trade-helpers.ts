/** Requests the offer and deal API tests share: conversations about a listing or a request. */
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { messages, notifications } from '@/server/db/schema';
import { conversationSchema } from '@/shared/schemas/chat';
import { createListing, createWtb } from '../factories';
import { createAccount } from './auth-helpers';
import type { FastifyInstance } from 'fastify';
import type { TestContext } from './test-app';

export type Account = Awaited<ReturnType<typeof createAccount>>;

/** A seller, a buyer and someone outside their conversations. */
export async function tradeAccounts(app: FastifyInstance) {
  const [seller, buyer, outsider] = await Promise.all([
    createAccount(app),
    createAccount(app),
    createAccount(app),
  ]);
  return { seller: seller!, buyer: buyer!, outsider: outsider! };
}

export function tradeCalls(ctx: TestContext) {
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    who: Account | null,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

  /** `buyer`'s conversation with `seller` about a new listing of theirs at `price`. */
  async function listingConversation(buyer: Account, seller: Account, price = '150.00') {
    const listing = await createListing(ctx.db, seller.user.id, { price });
    const response = await call('POST', '/api/conversations', buyer, {
      sellerId: seller.user.id,
      listingId: listing.id,
      isWTB: false,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { listing, conversation: conversationSchema.parse(response.json()) };
  }

  /** `seller`'s conversation with `poster` about a new WTB request of the poster's. */
  async function wtbConversation(seller: Account, poster: Account) {
    const wtb = await createWtb(ctx.db, poster.user.id);
    const response = await call('POST', '/api/conversations', seller, {
      sellerId: poster.user.id,
      wtbListingId: wtb.id,
      isWTB: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    return { wtb, conversation: conversationSchema.parse(response.json()) };
  }

  /** A request that must succeed with `status`: its body. */
  async function ok(
    status: number,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    who: Account,
    payload?: object,
  ) {
    const response = await call(method, url, who, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  }

  /** The newest thread message of the conversation (content and links). */
  async function lastStep(conversationId: string) {
    const [row] = await ctx.db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversationId))
      .orderBy(desc(messages.id))
      .limit(1);
    return row!;
  }

  /** `who`'s notifications of `kind`, newest first. */
  function notificationsOf(who: Account, kind: 'offer' | 'deal') {
    return ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, kind)))
      .orderBy(desc(notifications.id));
  }

  return { call, ok, listingConversation, wtbConversation, lastStep, notificationsOf };
}
