import { BadRequest } from './errors';

/** A keyset position in a feed ordered by (bumped_at DESC, id DESC). */
export type Cursor = { bumpedAt: string; id: string };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.bumpedAt}|${cursor.id}`).toString('base64url');
}

/**
 * A real date with a year PostgreSQL takes and toISOString writes in its plain four-digit form:
 * 1 to 9999 (year 0, negative years and +010000 or later would make the query fail).
 */
export function inTimestampRange(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(year) && year >= 1 && year <= 9999;
}

/** The 400 for a cursor this server did not make (or made for another list). */
export function invalidCursor(): BadRequest {
  return new BadRequest('cursor is not valid: start again from the first page');
}

export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined) return undefined;
  const [iso, id, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const bumpedAt = new Date(iso ?? '');
  if (rest.length > 0 || !id || !UUID.test(id) || !inTimestampRange(bumpedAt)) {
    throw invalidCursor();
  }
  return { bumpedAt: bumpedAt.toISOString(), id };
}

/** Splits a page fetched with limit + 1 rows into the page and the cursor for the next one. */
export function paginate<T extends { bumpedAt: string; id: string }>(
  rows: T[],
  limit: number,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

/**
 * A position in a list ordered by a growing bigint id, newest first: the oldest id shown so far,
 * tagged with the list's letter so one list's cursor is refused by another. Opaque to clients
 * (base64url); anything this server did not make is a 400.
 */
export function idCursor(tag: string) {
  const pattern = new RegExp(`^${tag}\\|([1-9][0-9]{0,15})$`);
  return {
    encode: (id: number): string => Buffer.from(`${tag}|${id}`).toString('base64url'),
    decode: (raw: string | undefined): number | undefined => {
      if (raw === undefined) return undefined;
      const digits = pattern.exec(Buffer.from(raw, 'base64url').toString('utf8'))?.[1];
      const id = Number(digits);
      if (digits === undefined || !Number.isSafeInteger(id)) throw invalidCursor();
      return id;
    },
  };
}
