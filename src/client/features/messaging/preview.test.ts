import { describe, expect, it } from 'vitest';
import { conversationTitle, lastMessagePreview, targetTitle } from './preview';
import { conversation } from './test-data';

const last = (content: string, messageType: 'text' | 'image' = 'text') => ({
  id: 1,
  senderId: 'x',
  content,
  messageType,
  createdAt: '2026-03-01T10:00:00.000Z',
});

describe('conversation row texts', () => {
  it('cuts the listing or WTB title to 25 characters', () => {
    expect(conversationTitle(conversation())).toBe('Stussy 8 Ball Fleece Hood...');
    const wtb = conversation({
      isWTB: true,
      listing: null,
      listingId: null,
      wtbListingId: 'w1',
      wtbListing: {
        id: 'w1',
        title: 'Dunk Low Panda',
        brand: 'Nike',
        size: '10',
        maxPrice: '150.00',
        isFulfilled: false,
      },
    });
    expect(conversationTitle(wtb)).toBe('Dunk Low Panda');
  });

  it('says so when the listing was deleted', () => {
    expect(conversationTitle(conversation({ listing: null, listingId: null }))).toBe(
      'Listing no longer available',
    );
  });

  it('cuts the last message to 35 characters, on one line; an image is 📷 Image', () => {
    expect(lastMessagePreview(conversation())).toBeNull();
    const long = 'Would you take 120 shipped?\nI can pay today';
    expect(lastMessagePreview(conversation({ lastMessage: last(long) }))).toBe(
      'Would you take 120 shipped? I can p...',
    );
    expect(lastMessagePreview(conversation({ lastMessage: last('Deal') }))).toBe('Deal');
    expect(lastMessagePreview(conversation({ lastMessage: last('', 'image') }))).toBe('📷 Image');
  });

  it('titles a conversation about to start the same way', () => {
    const other = { id: 'o', username: 'o', profileImageUrl: null, isAdmin: false };
    const listing = conversation().listing!;
    expect(targetTitle({ kind: 'listing', other, listing })).toBe('Stussy 8 Ball Fleece Hood...');
  });
});
