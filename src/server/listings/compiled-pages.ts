import { fillPlaceholders, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { SortCursor } from '@/server/http/sort-cursor';
import { runnablePage, type PageSpec, type RunnablePage } from './page-json';

/**
 * Where a later page starts, as placeholders: a page shape is compiled once with them, and each
 * request fills in its own cursor's values.
 */
const LATER_PAGE = {
  key: sql.placeholder('cursorKey'),
  id: sql.placeholder('cursorId'),
} as unknown as SortCursor;

/** Compiled pages by shape: bounded by the feed's parameters, and capped anyway. */
const compiled = new Map<string, RunnablePage>();
const MAX_COMPILED = 2000;

/**
 * A page query, compiled once per shape: `shape` names everything the query is made of but the
 * cursor's values (the filters and their values, the sort, the page size, the scope, the plans),
 * and `specAt` builds its parts from where the page starts. Building and rendering the filter
 * with the query builder cost more of the server's CPU than anything else in a page request but
 * the HTTP and PostgreSQL protocols (docs/performance.md); a compiled page costs a lookup and the
 * cursor's two values. Without a shape (a viewer's own blocked sellers) it is compiled afresh.
 */
export function compiledPage(
  db: Database,
  shape: string | undefined,
  cursor: SortCursor | undefined,
  specAt: (cursor: SortCursor | undefined) => PageSpec,
): RunnablePage {
  if (shape === undefined) return runnablePage(db, specAt(cursor));
  const key = `${cursor ? 'later' : 'first'} ${shape}`;
  let page = compiled.get(key);
  if (!page) {
    page = runnablePage(db, specAt(cursor && LATER_PAGE));
    if (compiled.size >= MAX_COMPILED) compiled.clear();
    compiled.set(key, page);
  }
  if (!cursor) return page;
  return {
    ...page,
    values: fillPlaceholders(page.values, { cursorKey: cursor.key, cursorId: cursor.id }),
  };
}
