import { formatPrice } from '@/shared/format';
import { OFFER_LIFETIME_HOURS, type AcceptedOffer, type Offer } from '@/shared/schemas/deals';
import type { Executor } from '@/server/db/client';
import { Conflict, Forbidden, NotFound } from '@/server/http/errors';
import { proposeInTransaction } from '@/server/deals/service';
import {
  announceStep,
  inTrade,
  requireAtMostPrice,
  requireOpenSubject,
  type TradeConversation,
  type TradeDeps,
} from '@/server/deals/trade-service';
import { dealView, offerStateAt, offerView, type OfferRow } from '@/server/deals/view-service';
import * as repository from './repository';

const OFFER_NOT_FOUND = 'Offer not found';
const NOT_OPEN = 'This offer is no longer open';
const EXPIRED = 'This offer has expired';
const OFFERS_ON_LISTINGS =
  'Offers are made in a conversation about a listing; propose a deal instead';

const HOUR = 60 * 60 * 1000;

function viewOf(row: OfferRow, userId: string, conversation: TradeConversation, now: Date): Offer {
  const closed = conversation.listingSold !== false;
  return offerView(row, userId, { ...conversation, closed }, now);
}

/** The open offer turns superseded by a newer one, or expired when its time is up. */
async function closeOpenOffer(
  tx: Executor,
  conversationId: string,
  state: 'superseded' | 'countered',
  now: Date,
) {
  const open = await repository.openOffer(tx, conversationId);
  if (!open) return;
  await repository.setOfferState(
    tx,
    open.id,
    offerStateAt(open, now) === 'expired' ? 'expired' : state,
    now,
  );
}

/** Inserts an offer (or a counter to one) open for 48 hours, with its thread step. */
async function postOffer(
  tx: Executor,
  conversation: TradeConversation,
  makerId: string,
  offer: { amount: string; countersId: number | null },
  now: Date,
): Promise<OfferRow> {
  const row = await repository.insertOffer(tx, {
    conversationId: conversation.id,
    listingId: conversation.listingId,
    makerId,
    ...offer,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OFFER_LIFETIME_HOURS * HOUR),
  });
  const summary = offer.countersId === null ? 'Offer' : 'Counter-offer';
  await announceStep(
    tx,
    conversation,
    makerId,
    { content: `${summary}: ${formatPrice(row.amount)}`, offerId: row.id },
    { kind: 'offer' },
  );
  return row;
}

/**
 * POST /api/conversations/{id}/offers: the buyer offers up to the listing's price; an offer still
 * open in the conversation is superseded (docs/product.md, Offers).
 */
export async function makeOffer(
  trade: TradeDeps,
  userId: string,
  conversationId: string,
  amount: string,
  now = new Date(),
): Promise<Offer> {
  return inTrade(trade, userId, conversationId, async (tx, conversation) => {
    if (conversation.isWtb) throw new Conflict(OFFERS_ON_LISTINGS);
    if (userId !== conversation.buyerId) {
      throw new Forbidden('Only the buyer makes offers; the seller can counter one');
    }
    requireOpenSubject(conversation);
    requireAtMostPrice(conversation, amount, 'Offers');
    await closeOpenOffer(tx, conversation.id, 'superseded', now);
    const offer = await postOffer(tx, conversation, userId, { amount, countersId: null }, now);
    return viewOf(offer, userId, conversation, now);
  });
}

/**
 * Runs a step on an open offer: 404 for anyone outside its conversation, 409 when it expired or
 * is no longer open. An expired offer's state is written first, so it stays written after the
 * step's refusal.
 */
async function changeOffer<T>(
  trade: TradeDeps,
  userId: string,
  offerId: number,
  now: Date,
  change: (tx: Executor, offer: OfferRow, conversation: TradeConversation) => Promise<T>,
): Promise<T> {
  const conversationId = await repository.conversationOfOffer(trade.db, offerId);
  if (!conversationId) throw new NotFound(OFFER_NOT_FOUND);
  await repository.expireIfDue(trade.db, offerId, now);
  return inTrade(
    trade,
    userId,
    conversationId,
    async (tx, conversation) => {
      const offer = await repository.findOffer(tx, offerId);
      if (!offer) throw new NotFound(OFFER_NOT_FOUND);
      if (offer.state === 'expired') throw new Conflict(EXPIRED);
      if (offer.state !== 'open') throw new Conflict(NOT_OPEN);
      return change(tx, offer, conversation);
    },
    OFFER_NOT_FOUND,
  );
}

/** 403 for the offer's own maker: it is the other party's turn to answer. */
function requireAnswerer(offer: OfferRow, userId: string, conversation: TradeConversation) {
  if (offer.makerId !== userId) return;
  const other = userId === conversation.buyerId ? 'seller' : 'buyer';
  throw new Forbidden(`It is the ${other}'s turn to answer this offer`);
}

/** POST /api/offers/{id}/counter: the seller answers the buyer's offer with an amount of theirs. */
export async function counterOffer(
  trade: TradeDeps,
  userId: string,
  offerId: number,
  amount: string,
  now = new Date(),
): Promise<Offer> {
  return changeOffer(trade, userId, offerId, now, async (tx, offer, conversation) => {
    if (userId !== conversation.sellerId) {
      throw new Forbidden('Only the seller counters an offer; make a new offer instead');
    }
    requireAnswerer(offer, userId, conversation);
    requireOpenSubject(conversation);
    requireAtMostPrice(conversation, amount, 'Offers');
    await closeOpenOffer(tx, conversation.id, 'countered', now);
    const counter = await postOffer(
      tx,
      conversation,
      userId,
      { amount, countersId: offer.id },
      now,
    );
    return viewOf(counter, userId, conversation, now);
  });
}

/**
 * POST /api/offers/{id}/accept: the other party agrees to the amount, which proposes a deal at it
 * (the accepter proposes, so the offer's maker confirms; decision 032).
 */
export async function acceptOffer(
  trade: TradeDeps,
  userId: string,
  offerId: number,
  now = new Date(),
): Promise<AcceptedOffer> {
  return changeOffer(trade, userId, offerId, now, async (tx, offer, conversation) => {
    requireAnswerer(offer, userId, conversation);
    requireOpenSubject(conversation);
    const accepted = await repository.setOfferState(tx, offer.id, 'accepted', now);
    await announceStep(
      tx,
      conversation,
      userId,
      { content: `Offer accepted: ${formatPrice(offer.amount)}`, offerId: offer.id },
      { kind: 'offer' },
    );
    const deal = await proposeInTransaction(
      tx,
      conversation,
      userId,
      { price: offer.amount, offerId: offer.id, notify: false },
      now,
    );
    return {
      offer: viewOf(accepted, userId, conversation, now),
      deal: dealView(deal, userId, false, now),
    };
  });
}

/** POST /api/offers/{id}/decline and /withdraw: the answerer says no, or the maker takes it back. */
export async function closeOffer(
  trade: TradeDeps,
  userId: string,
  offerId: number,
  how: 'decline' | 'withdraw',
  now = new Date(),
): Promise<Offer> {
  return changeOffer(trade, userId, offerId, now, async (tx, offer, conversation) => {
    if (how === 'decline') requireAnswerer(offer, userId, conversation);
    else if (offer.makerId !== userId) {
      throw new Forbidden('Only the person who made this offer can withdraw it');
    }
    const state = how === 'decline' ? 'declined' : 'withdrawn';
    const closed = await repository.setOfferState(tx, offer.id, state, now);
    await announceStep(
      tx,
      conversation,
      userId,
      { content: how === 'decline' ? 'Offer declined' : 'Offer withdrawn', offerId: offer.id },
      { kind: 'offer' },
    );
    return viewOf(closed, userId, conversation, now);
  });
}

/** The conversation's newest offer, whatever its state (the trade header shows it). */
export function newestOffer(db: Executor, conversationId: string): Promise<OfferRow | null> {
  return repository.newestOffer(db, conversationId);
}
