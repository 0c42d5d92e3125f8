import { createContext, useContext } from 'react';

/**
 * What the signed-in parts of the app shell (Sell Item, the messages button, the floating create
 * button, Create Your First Listing) do. The listings and messaging issues provide these with the
 * dialogs they open; until a feature provides its action, its button does not render, so there is
 * never a button that does nothing.
 */
export type ShellActions = {
  openCreateListing: (() => void) | null;
  openMessages: (() => void) | null;
  hasUnreadMessages: boolean;
};

export const ShellActionsContext = createContext<ShellActions>({
  openCreateListing: null,
  openMessages: null,
  hasUnreadMessages: false,
});

export function useShellActions(): ShellActions {
  return useContext(ShellActionsContext);
}
