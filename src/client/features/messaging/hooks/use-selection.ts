import { useState } from 'react';
import type { Conversation } from '@/shared/schemas/chat';
import {
  matchesTarget,
  resolveSelection,
  settleSelection,
  type ChatTarget,
  type SelectionState,
} from '@/client/features/messaging/selection';

/**
 * The dialog's choice of conversation (docs/product.md, States), fresh on every opening: the
 * conversation for the listing or request it was opened for, or a new one to start; opened plainly,
 * the first one not with oneself, on a phone too (its back button leads to the list).
 */
export function useSelection({
  target,
  conversationId = null,
  conversations,
  userId,
}: {
  target: ChatTarget | null;
  /** Opened from a link to one conversation. */
  conversationId?: string | null;
  conversations: Conversation[] | undefined;
  userId: string;
}) {
  const [state, setState] = useState<SelectionState>(() => {
    if (target) return { kind: 'target', target };
    if (conversationId) return { kind: 'conversation', id: conversationId };
    return { kind: 'auto' };
  });
  const settled = settleSelection(state, conversations, userId);
  if (settled !== state) setState(settled);

  // The conversation not started yet stays in the list, to come back to, until it exists.
  const pendingTarget =
    target && !conversations?.some((item) => matchesTarget(item, target, userId)) ? target : null;

  return {
    selected: resolveSelection(settled, conversations),
    /** Still choosing: the list it chooses from is on its way. */
    choosing: settled.kind === 'auto',
    pendingTarget,
    selectConversation: (id: string) => setState({ kind: 'conversation', id }),
    selectPending: () => target && setState({ kind: 'target', target }),
    clear: () => setState({ kind: 'none' }),
  };
}
