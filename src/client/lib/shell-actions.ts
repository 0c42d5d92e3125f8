import { createContext, useContext } from 'react';
import type { Listing } from '@/shared/schemas/listing';
import type { WtbListing } from '@/shared/schemas/wtb';

/**
 * What the signed-in parts of the app shell (Sell Item, the messages button, the floating create
 * button, Create Your First Listing, I Have This / Message on WTB requests, Message Seller) do.
 * The listings and messaging features provide these with the dialogs they open; until a feature
 * provides its action, its button does not render, so there is never a button that does nothing.
 */
export type ShellActions = {
  openCreateListing: (() => void) | null;
  openMessages: (() => void) | null;
  /** Starts (or opens) a conversation with the poster about this WTB request. */
  openWtbConversation: ((wtb: WtbListing) => void) | null;
  /**
   * Starts (or opens) a conversation with the seller about this listing (Message Seller, the
   * card's message button). On one's own listing the messages just open.
   */
  openListingConversation: ((listing: Listing) => void) | null;
  hasUnreadMessages: boolean;
};

export const ShellActionsContext = createContext<ShellActions>({
  openCreateListing: null,
  openMessages: null,
  openWtbConversation: null,
  openListingConversation: null,
  hasUnreadMessages: false,
});

export function useShellActions(): ShellActions {
  return useContext(ShellActionsContext);
}
