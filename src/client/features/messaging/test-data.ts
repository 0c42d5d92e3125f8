import type { Conversation, Message } from '@/shared/schemas/chat';

/** Conversations and messages for the unit tests, with only what a test changes spelled out. */
export const ME = 'user-me';
export const OTHER = 'user-other';

const party = (id: string, username: string) => ({
  id,
  username,
  profileImageUrl: null,
  isAdmin: false,
});

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: 'c1',
    buyerId: ME,
    sellerId: OTHER,
    buyer: party(ME, 'mika'),
    seller: party(OTHER, 'sofia'),
    listingId: 'l1',
    listing: {
      id: 'l1',
      title: 'Stussy 8 Ball Fleece Hoodie',
      brand: 'Stussy',
      size: 'L',
      price: '135.00',
      isSold: false,
      thumbnailUrl: null,
    },
    wtbListingId: null,
    wtbListing: null,
    isWTB: false,
    isRead: true,
    blocked: false,
    blockedByMe: false,
    lastMessage: null,
    lastMessageAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function message(overrides: Partial<Message> = {}): Message {
  return {
    id: 1,
    conversationId: 'c1',
    senderId: OTHER,
    sender: { username: 'sofia', profileImageUrl: null },
    messageType: 'text',
    content: 'Still available?',
    imageUrl: null,
    removed: false,
    offer: null,
    deal: null,
    createdAt: '2026-03-01T10:05:00.000Z',
    ...overrides,
  };
}
