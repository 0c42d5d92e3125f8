import { describe, expect, it } from 'vitest';
import { BadRequest } from './errors';
import { decodeSortCursor, encodeSortCursor, paginateBy } from './sort-cursor';

const id = '3f2b8c1e-8a4d-4b7e-9c1a-2d3e4f5a6b7c';
const raw = (text: string) => Buffer.from(text).toString('base64url');

describe('sort cursors', () => {
  it('round-trip a timestamp or a money key with the id', () => {
    const at = { key: '2026-11-22T03:15:00.123Z', id };
    expect(decodeSortCursor(encodeSortCursor('newest', at), 'newest', 'timestamp')).toEqual(at);
    const price = { key: '1234.50', id };
    expect(decodeSortCursor(encodeSortCursor('price_asc', price), 'price_asc', 'money')).toEqual(
      price,
    );
    expect(decodeSortCursor(undefined, 'newest', 'timestamp')).toBeUndefined();
  });

  it("refuse another sort's cursor and anything they did not make", () => {
    const cases: [string, string, 'timestamp' | 'money'][] = [
      [encodeSortCursor('price_asc', { key: '10.00', id }), 'price_desc', 'money'],
      [raw(`price_asc|10|${id}`), 'price_asc', 'money'],
      [raw(`price_asc|-1.00|${id}`), 'price_asc', 'money'],
      [raw(`newest|0000-01-01T00:00:00Z|${id}`), 'newest', 'timestamp'],
      [raw(`newest|2026-01-01T00:00:00Z|42`), 'newest', 'timestamp'],
      [raw(`newest|2026-01-01T00:00:00Z|${id}|x`), 'newest', 'timestamp'],
      [raw(`2026-01-01T00:00:00Z|${id}`), 'newest', 'timestamp'],
      ['', 'newest', 'timestamp'],
    ];
    for (const [cursor, sort, kind] of cases) {
      expect(() => decodeSortCursor(cursor, sort, kind), cursor).toThrow(BadRequest);
    }
  });

  it('make the next cursor from the last row of a full page only', () => {
    const rows = [1, 2, 3];
    expect(paginateBy(rows, 2, String)).toEqual({ page: [1, 2], nextCursor: '2' });
    expect(paginateBy(rows, 3, String)).toEqual({ page: rows, nextCursor: null });
  });
});
