import { describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk';
import { isCanonicalKey } from './storage';

describe('isCanonicalKey', () => {
  it('accepts the keys the server makes', () => {
    for (const key of [
      'Xk3vQ9aZ0bN7/1763800000000-0123456789ab.webp',
      'Xk3vQ9aZ0bN7/1763800000000-0123456789ab-thumb.webp',
      'chatimages/0b6f2a52-8a7e-4c39-9d1e-3f6a2b7c9e10/1763800000000-0123456789ab.webp',
      'profiles/Xk3vQ9aZ0bN7/profile-1763800000000.png',
      'seed/listing_1.webp',
    ]) {
      expect(isCanonicalKey(key), key).toBe(true);
    }
  });

  it('refuses other spellings of a path, escapes and odd characters', () => {
    for (const key of [
      '',
      '/a.webp',
      'a.webp/',
      'a//b.webp',
      'a/./b.webp',
      './a.webp',
      'a/../b.webp',
      '../a.webp',
      '.hidden',
      'a/.b.webp',
      'a\\b.webp',
      'a b.webp',
      'a/b.webp?x=1',
      'a/%2e%2e/b.webp',
    ]) {
      expect(isCanonicalKey(key), key).toBe(false);
    }
  });
});

describe('private (chat image) keys', () => {
  const chatKey = 'chatimages/0b6f2a52-8a7e-4c39-9d1e-3f6a2b7c9e10/1763800000000-0123456789ab.webp';
  const disk = new LocalDiskStorage('/nowhere');

  it('are addressed by the participant route, never by a public URL', () => {
    expect(disk.urlFor(chatKey)).toBe(`/api/${chatKey}`);
    expect(disk.keyFor(`/api/${chatKey}`)).toBe(chatKey);
    expect(disk.keyFor(`/uploads/${chatKey}`)).toBeNull();
    expect(disk.urlFor('Xk3vQ9aZ0bN7/1763800000000-0123456789ab.webp')).toBe(
      '/uploads/Xk3vQ9aZ0bN7/1763800000000-0123456789ab.webp',
    );
    expect(disk.keyFor('/api/Xk3vQ9aZ0bN7/1763800000000-0123456789ab.webp')).toBeNull();
    expect(disk.keyFor('/api/chatimages/../secret.webp')).toBeNull();
  });
});
