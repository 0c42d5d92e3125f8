import { describe, expect, it } from 'vitest';
import type { Review } from '@/shared/schemas/deals';
import { canStillEdit } from './edit-review-button';

const written = '2026-11-20T12:00:00.000Z';
const review = { createdAt: written } as Review;
const at = (iso: string) => new Date(iso).getTime();

describe('canStillEdit', () => {
  it('allows a change until 48 hours after the review was written, not at or after it', () => {
    expect(canStillEdit(review, at('2026-11-20T12:00:01.000Z'))).toBe(true);
    expect(canStillEdit(review, at('2026-11-22T11:59:59.999Z'))).toBe(true);
    expect(canStillEdit(review, at('2026-11-22T12:00:00.000Z'))).toBe(false);
    expect(canStillEdit(review, at('2026-11-25T12:00:00.000Z'))).toBe(false);
  });
});
