import { formatPrice } from '@/shared/format';
import type { Deal } from '@/shared/schemas/deals';
import type { AppDeps } from '@/server/deps';
import type { Executor } from '@/server/db/client';
import { Conflict, Forbidden, NotFound } from '@/server/http/errors';
import { markSoldInTransaction } from '@/server/listings/change-service';
import { markFoundInTransaction } from '@/server/wtb/service';
import * as repository from './repository';
import type { TradeConversation } from './repository';
import {
  announceStep,
  dealParties,
  inTrade,
  ITEM_SOLD,
  REQUEST_FOUND,
  requireAtMostPrice,
  requireOpenSubject,
  type TradeDeps,
} from './trade-service';
import { dealView, type DealRow } from './view-service';

export type DealDeps = TradeDeps & Pick<AppDeps, 'listingReactions'>;

const DEAL_NOT_FOUND = 'Deal not found';
const NOT_WAITING = 'This deal is no longer waiting for confirmation';
const CANCEL_WINDOW_OVER = 'A deal can be cancelled only within 24 hours of its confirmation';
const NOT_CANCELLABLE = 'This deal can no longer be cancelled';

/**
 * Proposes a deal at `price` in the step's transaction: a proposal already waiting in the
 * conversation is superseded. The other party confirms (docs/product.md, Deals).
 */
export async function proposeInTransaction(
  tx: Executor,
  conversation: TradeConversation,
  proposerId: string,
  proposal: { price: string; offerId: number | null; notify: boolean },
  now: Date,
): Promise<DealRow> {
  await repository.supersedeProposedDeal(tx, conversation.id, now);
  const deal = await repository.insertDeal(tx, {
    conversationId: conversation.id,
    listingId: conversation.listingId,
    wtbListingId: conversation.wtbListingId,
    ...dealParties(conversation),
    price: proposal.price,
    proposedById: proposerId,
    offerId: proposal.offerId,
    createdAt: now,
  });
  await announceStep(
    tx,
    conversation,
    proposerId,
    { content: `Deal proposed at ${formatPrice(deal.price)}`, dealId: deal.id },
    proposal.notify ? { kind: 'deal' } : null,
  );
  return deal;
}

/** POST /api/conversations/{id}/deal: either party, about an unsold listing or an open request. */
export async function proposeDeal(
  trade: TradeDeps,
  userId: string,
  conversationId: string,
  price: string,
  now = new Date(),
): Promise<Deal> {
  const deal = await inTrade(trade, userId, conversationId, async (tx, conversation) => {
    requireOpenSubject(conversation);
    requireAtMostPrice(conversation, price, 'Deals');
    return proposeInTransaction(
      tx,
      conversation,
      userId,
      { price, offerId: null, notify: true },
      now,
    );
  });
  return dealView(deal, userId, false, now);
}

/**
 * Runs a step on a deal: 404 for anyone outside its conversation, 409 unless the deal is in one of
 * `states`, then `change` with the locked conversation.
 */
async function changeDeal(
  trade: TradeDeps,
  userId: string,
  dealId: number,
  change: (tx: Executor, deal: DealRow, conversation: TradeConversation) => Promise<DealRow>,
): Promise<DealRow> {
  const conversationId = await repository.conversationOfDeal(trade.db, dealId);
  if (!conversationId) throw new NotFound(DEAL_NOT_FOUND);
  return inTrade(
    trade,
    userId,
    conversationId,
    async (tx, conversation) => {
      const deal = await repository.findDeal(tx, dealId);
      if (!deal) throw new NotFound(DEAL_NOT_FOUND);
      return change(tx, deal, conversation);
    },
    DEAL_NOT_FOUND,
  );
}

/** 409 unless proposed; 403 for its proposer, naming whose turn it is. */
function requireOthersProposal(deal: DealRow, userId: string): void {
  if (deal.state !== 'proposed') throw new Conflict(NOT_WAITING);
  if (deal.proposedById === userId) {
    const other = userId === deal.buyerId ? 'seller' : 'buyer';
    throw new Forbidden(`It is the ${other}'s turn to confirm or decline this deal`);
  }
}

/**
 * POST /api/deals/{id}/confirm: the other party records the deal. In the same transaction the
 * listing is marked sold (Mark as Sold's reactions) or the request found; a listing sold in the
 * meantime (another conversation's deal) answers 409 and nothing changes.
 */
export async function confirmDeal(
  deps: DealDeps,
  userId: string,
  dealId: number,
  now = new Date(),
): Promise<Deal> {
  const deal = await changeDeal(deps, userId, dealId, async (tx, deal, conversation) => {
    requireOthersProposal(deal, userId);
    // The item's row lock orders two confirms about the same item from different conversations.
    const subject = await repository.lockSubject(tx, deal);
    if (!subject) throw new Conflict('This item was deleted');
    if (subject.closed) throw new Conflict(deal.listingId ? ITEM_SOLD : REQUEST_FOUND);
    const confirmed = await repository.updateDeal(tx, deal.id, {
      state: 'confirmed',
      confirmedAt: now,
    });
    if (deal.listingId) {
      await markSoldInTransaction(tx, deps.listingReactions, deal.listingId, now);
    } else if (deal.wtbListingId) {
      await markFoundInTransaction(tx, deal.wtbListingId, now);
    }
    await announceStep(
      tx,
      conversation,
      userId,
      { content: `Deal confirmed at ${formatPrice(deal.price)}`, dealId: deal.id },
      { kind: 'deal' },
    );
    return confirmed;
  });
  return dealView(deal, userId, false, now);
}

/** POST /api/deals/{id}/decline: the other party says no to a proposal. */
export async function declineDeal(
  trade: TradeDeps,
  userId: string,
  dealId: number,
  now = new Date(),
): Promise<Deal> {
  const deal = await changeDeal(trade, userId, dealId, async (tx, deal, conversation) => {
    requireOthersProposal(deal, userId);
    const declined = await repository.updateDeal(tx, deal.id, { state: 'declined', closedAt: now });
    await announceStep(
      tx,
      conversation,
      userId,
      { content: 'Deal declined', dealId: deal.id },
      { kind: 'deal' },
    );
    return declined;
  });
  return dealView(deal, userId, false, now);
}

/**
 * POST /api/deals/{id}/cancel: a proposal withdrawn by its proposer, or a confirmed deal
 * cancelled by either party within the window. The listing stays sold (there is no way back from
 * sold); a cancelled deal does not count and carries no review.
 */
export async function cancelDeal(
  trade: TradeDeps,
  userId: string,
  dealId: number,
  reason: string,
  now = new Date(),
): Promise<Deal> {
  const deal = await changeDeal(trade, userId, dealId, async (tx, deal, conversation) => {
    if (deal.state === 'proposed' && deal.proposedById !== userId) {
      throw new Forbidden(
        'Only the person who proposed this deal can withdraw it; confirm or decline it instead',
      );
    }
    if (deal.state === 'confirmed') {
      const until = dealView(deal, userId, false, now).cancellableUntil;
      if (!until || now >= new Date(until)) throw new Conflict(CANCEL_WINDOW_OVER);
    } else if (deal.state !== 'proposed') {
      throw new Conflict(NOT_CANCELLABLE);
    }
    const cancelled = await repository.updateDeal(tx, deal.id, {
      state: 'cancelled',
      closedAt: now,
      cancelledById: userId,
      cancelReason: reason,
    });
    await announceStep(
      tx,
      conversation,
      userId,
      { content: `Deal cancelled: ${reason}`, dealId: deal.id },
      { kind: 'deal' },
    );
    return cancelled;
  });
  return dealView(deal, userId, false, now);
}
