import { describe, expect, it } from 'vitest';
import { conversationLink, conversationOfLink } from './conversation-link';

const id = '0b6f2a52-8a7e-4c39-9d1e-3f6a2b7c9e10';

describe('conversation links', () => {
  it('reads back the conversation of its own link', () => {
    expect(conversationOfLink(conversationLink(id))).toBe(id);
  });

  it('reads no conversation from other links', () => {
    for (const url of [
      '/listings/x',
      `/profile/someone?tab=reviews`,
      `/?conversation=${id}&x=1`,
      '/?conversation=not-a-uuid',
      `https://example.com/?conversation=${id}`,
    ]) {
      expect(conversationOfLink(url)).toBeNull();
    }
  });
});
