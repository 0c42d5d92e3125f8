import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A timestamptz column as an ISO 8601 string in UTC with milliseconds (what Date#toISOString
 * gives), formatted by PostgreSQL so rows need no date parsing on the way out. The column is a
 * Drizzle column (query builder) or its SQL name (raw SQL).
 */
export function isoTimestamp(column: string): SQL;
export function isoTimestamp<C extends AnyColumn>(
  column: C,
): SQL<C['_']['notNull'] extends true ? string : string | null>;
export function isoTimestamp(column: string | AnyColumn): SQL {
  const value = typeof column === 'string' ? sql.raw(column) : column;
  return sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** Escapes LIKE wildcards so that `%` and `_` in a search term match themselves. */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `left in (a, b, …)` over SQL expressions, such as `brand_key($1)`: the builder's inArray takes
 * plain values only.
 */
export function inExpressions(left: SQLWrapper, values: SQL[]): SQL {
  return sql`${left} in (${sql.join(values, sql`, `)})`;
}
