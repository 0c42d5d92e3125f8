import {
  DEAL_CANCEL_WINDOW_HOURS,
  REVIEW_WINDOW_DAYS,
  type Deal,
  type Offer,
  type OfferState,
} from '@/shared/schemas/deals';
import type { deals, offers } from '@/server/db/schema';

export type OfferRow = typeof offers.$inferSelect;
export type DealRow = typeof deals.$inferSelect;

/** Who the conversation's two people are, and whether its listing or request is closed. */
export type TradeContext = { buyerId: string; sellerId: string; closed: boolean };

const HOUR = 60 * 60 * 1000;

/** An open offer past its expiry is expired, whether or not the row says so yet. */
export function offerStateAt(row: Pick<OfferRow, 'state' | 'expiresAt'>, now: Date): OfferState {
  return row.state === 'open' && row.expiresAt <= now ? 'expired' : row.state;
}

/**
 * What `viewerId` may do with an offer now (docs/product.md, Offers): its maker may withdraw it;
 * the other party may accept or decline it, and the seller may counter the buyer's offer. About a
 * sold listing only withdrawing and declining are left.
 */
export function offerActions(
  row: OfferRow,
  viewerId: string,
  context: TradeContext,
  now: Date,
): Offer['actions'] {
  if (offerStateAt(row, now) !== 'open') return [];
  if (viewerId === row.makerId) return ['withdraw'];
  if (viewerId !== context.buyerId && viewerId !== context.sellerId) return [];
  if (context.closed) return ['decline'];
  return row.makerId === context.buyerId ? ['accept', 'decline', 'counter'] : ['accept', 'decline'];
}

export function offerView(
  row: OfferRow,
  viewerId: string,
  context: TradeContext,
  now: Date,
): Offer {
  return {
    id: row.id,
    conversationId: row.conversationId,
    makerId: row.makerId,
    isCounter: row.countersId !== null,
    amount: row.amount,
    state: offerStateAt(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    actions: offerActions(row, viewerId, context, now),
  };
}

/** Until when a confirmed deal may be cancelled (docs/product.md, Limits). */
export function cancellableUntil(row: Pick<DealRow, 'state' | 'confirmedAt'>): Date | null {
  if (row.state !== 'confirmed' || !row.confirmedAt) return null;
  return new Date(row.confirmedAt.getTime() + DEAL_CANCEL_WINDOW_HOURS * HOUR);
}

/**
 * What `viewerId` may do with a deal now: a proposal is confirmed or declined by the other party
 * and withdrawn (cancel) by its proposer; a confirmed deal may be cancelled by either within the
 * window, and reviewed once by each within the review window.
 */
export function dealActions(
  row: DealRow,
  viewerId: string,
  hasReviewed: boolean,
  now: Date,
): Deal['actions'] {
  if (viewerId !== row.buyerId && viewerId !== row.sellerId) return [];
  if (row.state === 'proposed') {
    return viewerId === row.proposedById ? ['cancel'] : ['confirm', 'decline'];
  }
  if (row.state !== 'confirmed' || !row.confirmedAt) return [];
  const actions: Deal['actions'] = [];
  if (now < cancellableUntil(row)!) actions.push('cancel');
  const reviewUntil = row.confirmedAt.getTime() + REVIEW_WINDOW_DAYS * 24 * HOUR;
  if (!hasReviewed && now.getTime() < reviewUntil) actions.push('review');
  return actions;
}

export function dealView(row: DealRow, viewerId: string, hasReviewed: boolean, now: Date): Deal {
  return {
    id: row.id,
    conversationId: row.conversationId,
    listingId: row.listingId,
    wtbListingId: row.wtbListingId,
    buyerId: row.buyerId,
    sellerId: row.sellerId,
    price: row.price,
    proposedById: row.proposedById,
    offerId: row.offerId,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    cancellableUntil: cancellableUntil(row)?.toISOString() ?? null,
    actions: dealActions(row, viewerId, hasReviewed, now),
  };
}
