import { describe, expect, it } from 'vitest';
import { likeContains } from '@/server/db/sql-helpers';
import { decodeCursor, encodeCursor, paginate } from './cursor';
import { BadRequest } from './errors';

const id = '3f2b8c1e-8a4d-4b7e-9c1a-2d3e4f5a6b7c';

describe('cursors', () => {
  it('round-trips a position exactly', () => {
    const cursor = { bumpedAt: '2026-11-22T03:15:00.123Z', id };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(undefined)).toBeUndefined();
  });

  it('refuses anything it did not make with a BadRequest', () => {
    for (const raw of [
      '',
      'abc',
      Buffer.from(`not a date|${id}`).toString('base64url'),
      Buffer.from('2026-01-01T00:00:00Z|42').toString('base64url'),
      Buffer.from(`2026-01-01T00:00:00Z|${id}|x`).toString('base64url'),
    ]) {
      expect(() => decodeCursor(raw), raw).toThrow(BadRequest);
    }
  });

  it('takes only years 1 to 9999, which PostgreSQL can compare against', () => {
    for (const iso of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+01:00', // 0000-12-31T23:00Z in UTC
      '-000001-01-01T00:00:00Z',
      '-271821-04-20T00:00:00Z',
      '+010000-01-01T00:00:00Z',
      '+275760-09-13T00:00:00Z',
    ]) {
      expect(() => decodeCursor(Buffer.from(`${iso}|${id}`).toString('base64url')), iso).toThrow(
        new BadRequest('cursor is not valid: start again from the first page'),
      );
    }
    for (const bumpedAt of ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      expect(decodeCursor(encodeCursor({ bumpedAt, id }))).toEqual({ bumpedAt, id });
    }
  });

  it('cuts a limit + 1 fetch into a page and the next cursor', () => {
    const rows = [1, 2, 3].map((n) => ({
      id: `${id.slice(0, -1)}${n}`,
      bumpedAt: `2026-01-0${n}T00:00:00.000Z`,
    }));
    const { page, nextCursor } = paginate(rows, 2);
    expect(page).toEqual(rows.slice(0, 2));
    expect(decodeCursor(nextCursor!)).toEqual(rows[1]);
    expect(paginate(rows, 3).nextCursor).toBeNull();
  });
});

describe('likeContains', () => {
  it('lower-cases the term and escapes LIKE wildcards', () => {
    expect(likeContains('Nike')).toBe('%nike%');
    expect(likeContains('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
