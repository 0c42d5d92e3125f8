// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Listing } from '@/shared/schemas/listing';
import type { AuthUser } from '@/shared/schemas/user';
import { ShellActionsContext, type ShellActions } from '@/client/lib/shell-actions';
import { ListingMessageButton } from './listing-message-button';

let signedIn: Pick<AuthUser, 'id' | 'username'> | null = null;
vi.mock('@/client/lib/auth', () => ({ useAuth: () => ({ user: signedIn }) }));

const listing = {
  id: 'l1',
  sellerId: 'seller',
  seller: { username: 'sofia', profileImageUrl: null, isAdmin: false },
  title: 'Stussy Hoodie',
  isSold: false,
} as Listing;

function renderWith(item: Listing, open: ShellActions['openListingConversation']) {
  const shell: ShellActions = {
    openCreateListing: null,
    openMessages: null,
    openWtbConversation: null,
    openListingConversation: open,
    hasUnreadMessages: false,
  };
  return render(
    <ShellActionsContext.Provider value={shell}>
      <ListingMessageButton listing={item} />
    </ShellActionsContext.Provider>,
  );
}

describe("a card's message button", () => {
  afterEach(() => {
    cleanup();
    signedIn = null;
  });

  it('sends a visitor to sign in', () => {
    renderWith(listing, vi.fn());
    const link = screen.getByRole('link', { name: 'Sign in to message sofia about Stussy Hoodie' });
    expect(link.getAttribute('href')).toBe('/login');
  });

  it('opens the conversation with the seller for a member', () => {
    signedIn = { id: 'buyer', username: 'mika' };
    const open = vi.fn();
    renderWith(listing, open);
    fireEvent.click(screen.getByRole('button', { name: 'Message sofia about Stussy Hoodie' }));
    expect(open).toHaveBeenCalledWith(listing);
  });

  it('is not there for the seller, on a sold item, or before messaging provides it', () => {
    signedIn = { id: 'seller', username: 'sofia' };
    renderWith(listing, vi.fn());
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    signedIn = { id: 'buyer', username: 'mika' };
    renderWith({ ...listing, isSold: true }, vi.fn());
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderWith(listing, null);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
