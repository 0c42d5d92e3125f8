import type { Trade } from '@/shared/schemas/deals';
import type { Database } from '@/server/db/client';
import { newestOffer } from '@/server/offers/service';
import * as repository from './repository';
import { subjectIsOpen, tradeConversation } from './trade-service';
import { dealView, offerView } from './view-service';

// Apart from service.ts because it reads offers' service, which itself calls deals' service: one
// file each way keeps the import graph without a cycle.

/** GET /api/conversations/{id}/trade: the newest offer and deal, and the header's buttons. */
export async function tradeOf(
  db: Database,
  userId: string,
  conversationId: string,
  now = new Date(),
): Promise<Trade> {
  const conversation = await tradeConversation(db, userId, conversationId);
  const offer = await newestOffer(db, conversation.id);
  const deal = await repository.newestDeal(db, conversation.id);
  const open = subjectIsOpen(conversation);
  const reviewed = deal ? await repository.hasReviewed(db, deal.id, userId) : false;
  return {
    offer: offer && offerView(offer, userId, { ...conversation, closed: !open }, now),
    deal: deal && dealView(deal, userId, reviewed, now),
    canOffer: open && !conversation.isWtb && userId === conversation.buyerId,
    canProposeDeal: open,
  };
}
