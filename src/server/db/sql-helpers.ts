import { sql } from 'drizzle-orm';

/**
 * A timestamptz column as an ISO 8601 string in UTC with milliseconds (what Date#toISOString
 * gives), formatted by PostgreSQL so rows need no date parsing on the way out.
 */
export function isoTimestamp(column: string) {
  return sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
}

/** Escapes LIKE wildcards so that `%` and `_` in a search term match themselves. */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
