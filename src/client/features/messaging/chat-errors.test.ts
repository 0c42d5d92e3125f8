import { describe, expect, it } from 'vitest';
import { chatErrors, conversationServerErrors } from '@/shared/schemas/chat';
import { ApiError } from '@/client/lib/request';
import {
  createConversationErrorMessage,
  sendImageError,
  sendMessageErrorMessage,
} from './chat-errors';

const refused = (status: number, message: string | null) =>
  new ApiError(status, `${status}: ${JSON.stringify({ message })}`, message);

describe('createConversationErrorMessage', () => {
  it("tells the server's refusals in the words (docs/product.md, Error catalogue)", () => {
    const cases: Array<[string, string]> = [
      [
        conversationServerErrors.sellerNotFound,
        'The seller account was not found. They may have deleted their account.',
      ],
      [conversationServerErrors.listingNotFound, 'This listing is no longer available.'],
      [conversationServerErrors.wtbNotFound, 'This listing is no longer available.'],
      [conversationServerErrors.notBelong, 'There was an error with the listing information.'],
      [conversationServerErrors.self, 'You cannot message yourself about your own listing.'],
      ['A conversation already exists', 'A conversation about this listing already exists.'],
      [conversationServerErrors.invalidReference, 'The user or listing information is invalid.'],
    ];
    for (const [server, shown] of cases) {
      expect(createConversationErrorMessage(refused(404, server))).toBe(shown);
    }
  });

  it('matches whatever the case, anywhere in the message', () => {
    expect(createConversationErrorMessage(refused(400, 'error: SELLER NOT FOUND (id x)'))).toBe(
      'The seller account was not found. They may have deleted their account.',
    );
  });

  it('says a sold item or a found request as the server does', () => {
    for (const server of [
      conversationServerErrors.listingSold,
      conversationServerErrors.wtbFulfilled,
    ]) {
      expect(createConversationErrorMessage(refused(409, server))).toBe(server);
    }
  });

  it('falls back for anything else', () => {
    const fallback = 'Failed to create conversation. Please try again.';
    expect(createConversationErrorMessage(refused(500, 'Internal Server Error'))).toBe(fallback);
    expect(createConversationErrorMessage(refused(502, null))).toBe(fallback);
    expect(createConversationErrorMessage(new TypeError('Failed to fetch'))).toBe(fallback);
  });
});

describe('send failures', () => {
  it("shows the server's message for a text, or the fallback", () => {
    expect(sendMessageErrorMessage(refused(429, 'You are sending messages too fast.'))).toBe(
      'You are sending messages too fast.',
    );
    expect(sendMessageErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'Failed to send message. Please try again.',
    );
  });

  it('gives a refused image the friendly words of docs/product.md, Validation', () => {
    expect(sendImageError(refused(413, 'Each image must be at most 10MB'))).toEqual(
      chatErrors.tooLarge,
    );
    expect(sendImageError(refused(415, 'This file is not an image we can read.'))).toEqual(
      chatErrors.invalidType,
    );
    expect(sendImageError(refused(400, 'Invalid file type'))).toEqual(chatErrors.invalidType);
    expect(sendImageError(refused(400, 'File too large'))).toEqual(chatErrors.tooLarge);
    expect(sendImageError(refused(404, 'Conversation not found'))).toEqual({
      title: 'Error',
      description: 'Conversation not found',
    });
    expect(sendImageError(new TypeError('Failed to fetch'))).toEqual({
      title: 'Error',
      description: 'Failed to send image. Please try again.',
    });
  });
});
