import { describe, expect, it } from 'vitest';
import { decodeListingCursor, listingCursorAfter } from './feed-cursor';

const id = '3f2b8c1e-8a4d-4b7e-9c1a-2d3e4f5a6b7c';
const end = {
  id,
  bumpedAt: '2026-11-24T10:00:00.500Z',
  price: '1234.50',
  discountedAt: '2026-11-23T09:00:00.000Z',
};

describe('a page end as a cursor', () => {
  it('makes a cursor from the sort’s own key, which the same sort reads back', () => {
    expect(decodeListingCursor(listingCursorAfter('newest', end), 'newest')).toEqual({
      key: end.bumpedAt,
      id,
    });
    expect(
      decodeListingCursor(listingCursorAfter('recently_reduced', end), 'recently_reduced'),
    ).toEqual({ key: end.discountedAt, id });
    for (const sort of ['price_asc', 'price_desc'] as const) {
      expect(decodeListingCursor(listingCursorAfter(sort, end), sort)).toEqual({
        key: '1234.50',
        id,
      });
    }
  });

  it('refuses a cursor made for another sort', () => {
    expect(() => decodeListingCursor(listingCursorAfter('newest', end), 'price_asc')).toThrow();
  });
});
