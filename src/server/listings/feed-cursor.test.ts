import { describe, expect, it } from 'vitest';
import { decodeListingCursor, isoFromUtcText, listingCursorAfter } from './feed-cursor';

const id = '3f2b8c1e-8a4d-4b7e-9c1a-2d3e4f5a6b7c';

describe('a page end as a cursor', () => {
  it("reads PostgreSQL's UTC text with no, one, two or three decimals as ISO milliseconds", () => {
    expect(isoFromUtcText('2026-11-24 10:00:00')).toBe('2026-11-24T10:00:00.000Z');
    expect(isoFromUtcText('2026-11-24 10:00:00.9')).toBe('2026-11-24T10:00:00.900Z');
    expect(isoFromUtcText('2026-11-24 10:00:00.98')).toBe('2026-11-24T10:00:00.980Z');
    expect(isoFromUtcText('2026-11-24 10:00:00.123')).toBe('2026-11-24T10:00:00.123Z');
  });

  it('refuses text in another form rather than make a cursor that points elsewhere', () => {
    for (const text of [
      '2026-11-24T10:00:00.123Z',
      '2026-11-24 10:00:00+00',
      '2026-11-24 10:00:00.1234',
      '11/24/2026 10:00:00',
      '',
    ]) {
      expect(() => isoFromUtcText(text)).toThrow();
    }
  });

  it('makes a cursor that the same sort reads back as the same instant or price', () => {
    const newest = listingCursorAfter('newest', { id, key: '2026-11-24 10:00:00.5' });
    expect(decodeListingCursor(newest, 'newest')).toEqual({ key: '2026-11-24T10:00:00.500Z', id });
    const reduced = listingCursorAfter('recently_reduced', { id, key: '2026-11-24 10:00:00' });
    expect(decodeListingCursor(reduced, 'recently_reduced')).toEqual({
      key: '2026-11-24T10:00:00.000Z',
      id,
    });
    const cheap = listingCursorAfter('price_asc', { id, key: '1234.50' });
    expect(decodeListingCursor(cheap, 'price_asc')).toEqual({ key: '1234.50', id });
  });
});
