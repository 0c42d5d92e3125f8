import type { Message } from '@/shared/schemas/chat';

/**
 * The messages that show an offer's or a deal's card: for each offer and deal, its newest step in
 * the thread (oldest first). Its earlier steps show their summary only, so the card, with its
 * current state and buttons, stands where the latest thing happened to it.
 */
export function latestCardIds(messages: Message[]): Set<number> {
  const newest = new Map<string, number>();
  for (const message of messages) {
    if (message.offer) newest.set(`offer:${message.offer.id}`, message.id);
    if (message.deal) newest.set(`deal:${message.deal.id}`, message.id);
  }
  return new Set(newest.values());
}

/**
 * A step as a blocked thread shows it (docs/product.md, Messages): the state stays, the buttons
 * that would write to the other person go; reviewing a deal that happened is not a message, so
 * Review stays.
 */
export function withoutStepActions(message: Message): Message {
  return {
    ...message,
    offer: message.offer && { ...message.offer, actions: [] },
    deal: message.deal && {
      ...message.deal,
      actions: message.deal.actions.filter((action) => action === 'review'),
    },
  };
}
