import { inTimestampRange, invalidCursor, UUID } from './cursor';

/**
 * A keyset position in a list that can be sorted several ways: the sort's name, the value of its
 * sort key on the last row shown, and that row's id (which breaks ties). A cursor made for one
 * sort is refused by another, so a client that changes the sort starts again from the first page.
 */
export type SortCursor = { key: string; id: string };

/** What a sort key holds: a timestamp (ISO, UTC, milliseconds) or an amount of money ("25.50"). */
export type SortKeyKind = 'timestamp' | 'money';

// numeric(12,2) as PostgreSQL prints it.
const MONEY = /^\d{1,10}\.\d{2}$/;

export function encodeSortCursor(sort: string, cursor: SortCursor): string {
  return Buffer.from(`${sort}|${cursor.key}|${cursor.id}`).toString('base64url');
}

function validKey(kind: SortKeyKind, key: string): string | undefined {
  if (kind === 'money') return MONEY.test(key) ? key : undefined;
  const date = new Date(key);
  return inTimestampRange(date) ? date.toISOString() : undefined;
}

/** The position in `raw`, made for `sort`; anything else is a 400 naming the cursor. */
export function decodeSortCursor(
  raw: string | undefined,
  sort: string,
  kind: SortKeyKind,
): SortCursor | undefined {
  if (raw === undefined) return undefined;
  const [name, rawKey, id, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const key = rawKey === undefined ? undefined : validKey(kind, rawKey);
  if (name !== sort || key === undefined || !id || !UUID.test(id) || rest.length > 0) {
    throw invalidCursor();
  }
  return { key, id };
}

/**
 * Splits rows fetched with limit + 1 into the page and the cursor for the next one, made from
 * the page's last row by `cursorOf`.
 */
export function paginateBy<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => string,
): { page: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { page, nextCursor: rows.length > limit && last ? cursorOf(last) : null };
}
