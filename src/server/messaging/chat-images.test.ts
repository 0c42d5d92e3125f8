import { describe, expect, it } from 'vitest';
import { participantImageUrl } from './chat-images';

const key = 'chatimages/0b6f2a52-8a7e-4c39-9d1e-3f6a2b7c9e10/1763800000000-0123456789ab.webp';

describe('participantImageUrl', () => {
  it('reads the participant route, old /uploads URLs and old public bucket URLs as the same image', () => {
    for (const reference of [
      `/api/${key}`,
      `/uploads/${key}`,
      `https://cdn.example/photos/${key}`,
      `https://bucket.s3.example/${key}?X-Amz-Signature=abc`,
    ]) {
      expect(participantImageUrl(reference), reference).toBe(`/api/${key}`);
    }
  });

  it('leaves anything that does not end in a chat image key alone', () => {
    for (const reference of [
      '/uploads/Xk3vQ9aZ0bN7/1763800000000-0123456789ab.webp',
      `/uploads/${key}/extra`,
      `/uploads/x${key}`,
      'https://evil.example/a.webp',
    ]) {
      expect(participantImageUrl(reference), reference).toBe(reference);
    }
  });
});
