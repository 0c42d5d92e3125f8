// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Message } from '@/shared/schemas/chat';
import type { AuthUser } from '@/shared/schemas/user';
import { AuthContext, type AuthState } from '@/client/lib/auth';
import { MessageBubble } from './message-bubble';

const reader = { id: 'reader', username: 'mika' } as AuthUser;

function message(content: string, senderId = 'other'): Message {
  return {
    id: 7,
    conversationId: 'c1',
    senderId,
    sender: { username: senderId === 'other' ? 'rowan' : 'mika', profileImageUrl: null },
    messageType: 'text',
    content,
    imageUrl: null,
    createdAt: '2026-11-25T12:00:00.000Z',
    removed: false,
    offer: null,
    deal: null,
  };
}

function show(item: Message, user: AuthUser | null = reader) {
  const auth = { user } as AuthState;
  return render(
    <AuthContext value={auth}>
      <ol>
        <MessageBubble
          message={item}
          mine={item.senderId === 'reader'}
          onImageLoad={() => {}}
          party={null}
        />
      </ol>
    </AuthContext>,
  );
}

describe('a message in the thread', () => {
  afterEach(cleanup);

  it('warns under a received message that asks for Friends and Family, with the advice for it', () => {
    show(message('F&F only please'));
    expect(screen.getByText('Be careful')).toBeTruthy();
    expect(
      screen.getByText(/Pay with buyer protection, such as PayPal Goods and Services/),
    ).toBeTruthy();
    expect(screen.queryByText(/Keep the conversation here/)).toBeNull();
    expect(screen.getByRole('link', { name: /Staying safe/ }).getAttribute('href')).toBe(
      '/about#safety',
    );
  });

  it('gives the advice of each kind found', () => {
    show(message('text me at 555-123-4567 or see https://imgur.com/a/x'));
    expect(screen.getByText(/Keep the conversation here/)).toBeTruthy();
    expect(screen.getByText(/Be careful with links to other sites/)).toBeTruthy();
    expect(screen.queryByText(/Pay with buyer protection/)).toBeNull();
  });

  it('never warns its own sender, nor under an ordinary message', () => {
    show(message('F&F only please', 'reader'));
    expect(screen.queryByText('Be careful')).toBeNull();
    cleanup();
    show(message('Would you take $120 shipped? Size 10.5'));
    expect(screen.queryByText('Be careful')).toBeNull();
  });
});
