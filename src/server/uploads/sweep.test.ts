import { describe, expect, it } from 'vitest';
import { uploadOwner } from './sweep';

const user = 'Xk3vQ9aZ0bN7mR2tW5yL8cD1';
const conversation = '0b6f2a52-8a7e-4c39-9d1e-3f6a2b7c9e10';

describe('uploadOwner', () => {
  it('reads the owner from each kind of key the upload routes make', () => {
    expect(uploadOwner(`${user}/1763800000000-0123456789ab.webp`)).toEqual({
      kind: 'seller',
      userId: user,
    });
    expect(uploadOwner(`${user}/1763800000000-0123456789ab-thumb.webp`)).toEqual({
      kind: 'seller',
      userId: user,
    });
    expect(uploadOwner(`chatimages/${conversation}/1763800000000-0123456789ab.webp`)).toEqual({
      kind: 'conversation',
      conversationId: conversation,
    });
    expect(uploadOwner(`profiles/${user}/1763800000000-0123456789ab.png`)).toEqual({
      kind: 'profile',
      userId: user,
    });
    expect(uploadOwner(`profiles/${user}/profile-1763800000000.png`)).toEqual({
      kind: 'profile',
      userId: user,
    });
  });

  it('leaves alone every key it did not make', () => {
    for (const key of [
      'seed/listing-1.webp',
      `${user}/photo.webp`,
      `${user}/1763800000000-0123456789ab.png`,
      `${user}/1763800000000-0123456789ab.webp.123.tmp`,
      `chatimages/not-a-conversation/1763800000000-0123456789ab.webp`,
      `chatimages/1763800000000-0123456789ab.webp`,
      `profiles/1763800000000-0123456789ab.png`,
      `profiles/${user}/avatar.png`,
      `a/b/${user}/1763800000000-0123456789ab.webp`,
    ]) {
      expect(uploadOwner(key), key).toBeNull();
    }
  });
});
