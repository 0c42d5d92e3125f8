import { describe, expect, it } from 'vitest';
import { encodeCursor } from '@/server/http/cursor';
import { BadRequest } from '@/server/http/errors';
import {
  decodeConversationCursor,
  decodeMessageCursor,
  encodeConversationCursor,
  encodeMessageCursor,
} from './cursors';

const id = '3f2b8c1e-8a4d-4b7e-9c1a-2d3e4f5a6b7c';
const raw = (text: string) => Buffer.from(text).toString('base64url');

describe('conversation cursors', () => {
  it('round-trip a position exactly', () => {
    for (const isRead of [true, false]) {
      const cursor = { activityAt: '2026-11-22T03:15:00.123Z', isRead, id };
      expect(decodeConversationCursor(encodeConversationCursor(cursor))).toEqual(cursor);
    }
    expect(decodeConversationCursor(undefined)).toBeUndefined();
  });

  it('refuse anything else, including a feed or message cursor, with a BadRequest', () => {
    for (const bad of [
      '',
      'abc',
      encodeCursor({ bumpedAt: '2026-11-22T03:15:00.123Z', id }),
      encodeMessageCursor(5),
      raw(`c|2026-11-22T03:15:00.123Z|2|${id}`),
      raw(`c|not a date|1|${id}`),
      raw(`c|0000-01-01T00:00:00Z|1|${id}`),
      raw('c|2026-11-22T03:15:00.123Z|1|42'),
      raw(`c|2026-11-22T03:15:00.123Z|1|${id}|x`),
    ]) {
      expect(() => decodeConversationCursor(bad), bad).toThrow(BadRequest);
    }
  });
});

describe('message cursors', () => {
  it('round-trip a message id', () => {
    expect(decodeMessageCursor(encodeMessageCursor(42))).toBe(42);
    expect(decodeMessageCursor(undefined)).toBeUndefined();
  });

  it('refuse anything but a positive safe integer id', () => {
    for (const bad of [
      '',
      'abc',
      raw('m|0'),
      raw('m|-1'),
      raw('m|1.5'),
      raw('m|01'),
      raw('m|99999999999999999'),
      raw('m|1|2'),
      raw('1'),
    ]) {
      expect(() => decodeMessageCursor(bad), bad).toThrow(BadRequest);
    }
  });
});
