// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@/shared/schemas/user';
import type { WtbListing } from '@/shared/schemas/wtb';
import { Dialog } from '@/client/components/ui/dialog';
import { ShellActionsContext, type ShellActions } from '@/client/lib/shell-actions';
import { WtbCardActions, WtbDialogActions } from './wtb-actions';
import type { WtbOwnerActions } from './wtb-owner-actions';

let signedIn: Pick<AuthUser, 'id' | 'username'> | null = null;
vi.mock('@/client/lib/auth', () => ({ useAuth: () => ({ user: signedIn }) }));

const wtb: WtbListing = {
  id: 'w1',
  title: 'Dunk Low Panda',
  brand: 'Nike',
  size: '10',
  maxPrice: '150.00',
  description: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  bumpedAt: '2026-01-01T00:00:00.000Z',
  isFulfilled: false,
  buyer: { id: 'poster', username: 'devon', profileImageUrl: null },
};

const owner: WtbOwnerActions = {
  busy: false,
  bumping: false,
  finding: false,
  bump: vi.fn(),
  markFound: vi.fn(),
};

function renderWith(ui: ReactNode, openWtbConversation: ShellActions['openWtbConversation']) {
  const shell: ShellActions = {
    openCreateListing: null,
    openMessages: null,
    openWtbConversation,
    openListingConversation: null,
    hasUnreadMessages: false,
  };
  return render(
    <ShellActionsContext.Provider value={shell}>
      <Dialog>{ui}</Dialog>
    </ShellActionsContext.Provider>,
  );
}

const buttonNames = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('how a person can respond to a WTB request', () => {
  afterEach(() => {
    cleanup();
    signedIn = null;
  });

  it('asks a visitor to sign in', () => {
    renderWith(<WtbCardActions wtb={wtb} owner={owner} />, vi.fn());
    expect(screen.getByRole('link', { name: 'Sign in to message' }).getAttribute('href')).toBe(
      '/login',
    );
    cleanup();
    renderWith(<WtbDialogActions wtb={wtb} owner={owner} />, vi.fn());
    expect(screen.getByRole('link', { name: 'Sign in to message this user' })).toBeTruthy();
  });

  it('gives the poster Edit, Bump and Found on the card, Bump and Found in the dialog', () => {
    signedIn = { id: 'poster', username: 'devon' };
    renderWith(<WtbCardActions wtb={wtb} owner={owner} />, vi.fn());
    expect(buttonNames()).toEqual(['Edit', 'Bump', 'Found']);
    fireEvent.click(screen.getByRole('button', { name: 'Bump: Dunk Low Panda' }));
    expect(owner.bump).toHaveBeenCalledOnce();
    cleanup();
    renderWith(<WtbDialogActions wtb={wtb} owner={owner} />, vi.fn());
    expect(buttonNames()).toEqual(['Bump', 'Found']);
    fireEvent.click(screen.getByRole('button', { name: 'Found' }));
    expect(owner.markFound).toHaveBeenCalledOnce();
  });

  it('keeps busy owner buttons focusable but marked', () => {
    signedIn = { id: 'poster', username: 'devon' };
    renderWith(<WtbCardActions wtb={wtb} owner={{ ...owner, busy: true, bumping: true }} />, null);
    const bump = screen.getByRole('button', { name: 'Bump: Dunk Low Panda' });
    expect(bump.getAttribute('aria-disabled')).toBe('true');
    expect(bump.hasAttribute('disabled')).toBe(false);
  });

  it('shows other members nothing until messaging provides the conversation opener', () => {
    signedIn = { id: 'someone-else', username: 'mika' };
    renderWith(<WtbCardActions wtb={wtb} owner={owner} />, null);
    expect(buttonNames()).toEqual([]);
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderWith(<WtbDialogActions wtb={wtb} owner={owner} />, null);
    expect(buttonNames()).toEqual([]);
  });

  it('offers I Have This and Message once it does', () => {
    signedIn = { id: 'someone-else', username: 'mika' };
    const open = vi.fn();
    renderWith(<WtbCardActions wtb={wtb} owner={owner} />, open);
    fireEvent.click(screen.getByRole('button', { name: 'I Have This: Dunk Low Panda' }));
    expect(open).toHaveBeenCalledWith(wtb);
    cleanup();
    renderWith(<WtbDialogActions wtb={wtb} owner={owner} />, open);
    fireEvent.click(screen.getByRole('button', { name: 'Message' }));
    expect(open).toHaveBeenCalledTimes(2);
  });
});
