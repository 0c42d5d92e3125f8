import type { ChatListing, ChatParty, ChatWtb, Conversation } from '@/shared/schemas/chat';

/** What the dialog was opened for: a listing's seller, or a WTB request's poster. */
export type ChatTarget =
  | { kind: 'listing'; other: ChatParty; listing: ChatListing }
  | { kind: 'wtb'; other: ChatParty; wtb: ChatWtb };

/** What the person chose, as the dialog remembers it. */
export type SelectionState =
  /** Opened plainly: the first conversation not with oneself, once the list is in. */
  | { kind: 'auto' }
  /** Opened for a listing or request: its conversation if one exists, else a new one to start. */
  | { kind: 'target'; target: ChatTarget }
  | { kind: 'conversation'; id: string }
  | { kind: 'none' };

/** What the thread pane shows. */
export type Selected =
  | { kind: 'conversation'; conversation: Conversation }
  /** A conversation not created yet: made on the first message or image. */
  | { kind: 'pending'; target: ChatTarget }
  | { kind: 'none' };

export function otherParty(conversation: Conversation, userId: string): ChatParty {
  return conversation.buyerId === userId ? conversation.seller : conversation.buyer;
}

function isWithSelf(conversation: Conversation): boolean {
  return conversation.buyerId === conversation.sellerId;
}

/** The same pair of people about the same listing or WTB request. */
export function matchesTarget(
  conversation: Conversation,
  target: ChatTarget,
  userId: string,
): boolean {
  const otherId = conversation.buyerId === userId ? conversation.sellerId : conversation.buyerId;
  if (otherId !== target.other.id) return false;
  if (target.kind === 'wtb')
    return conversation.isWTB && conversation.wtbListingId === target.wtb.id;
  return !conversation.isWTB && conversation.listingId === target.listing.id;
}

/**
 * docs/product.md, States: opened plainly, the first conversation not with oneself is chosen;
 * opened for a listing or request, its existing conversation is. Once chosen, the choice stays put
 * while new messages reorder the list. Returns the same object when nothing is to change.
 */
export function settleSelection(
  state: SelectionState,
  conversations: Conversation[] | undefined,
  userId: string,
): SelectionState {
  if (!conversations) return state;
  if (state.kind === 'auto') {
    const first = conversations.find((conversation) => !isWithSelf(conversation));
    return first ? { kind: 'conversation', id: first.id } : { kind: 'none' };
  }
  if (state.kind === 'target') {
    const match = conversations.find((conversation) =>
      matchesTarget(conversation, state.target, userId),
    );
    return match ? { kind: 'conversation', id: match.id } : state;
  }
  return state;
}

export function resolveSelection(
  state: SelectionState,
  conversations: Conversation[] | undefined,
): Selected {
  if (state.kind === 'target') return { kind: 'pending', target: state.target };
  if (state.kind === 'conversation') {
    const conversation = conversations?.find((item) => item.id === state.id);
    if (conversation) return { kind: 'conversation', conversation };
  }
  return { kind: 'none' };
}
