import type { Database, Executor } from '@/server/db/client';
import { Conflict, Forbidden, NotFound } from '@/server/http/errors';

/**
 * How one kind of post (a listing, a WTB request) is locked and checked before its author
 * changes it, with that kind's own messages.
 */
export type PostKind<Row> = {
  /** Locks the post's row until the transaction ends, so two changes never interleave. */
  lock: (tx: Executor, id: string) => Promise<Row | undefined>;
  authorOf: (row: Row) => string;
  /** Sold, or found: a closed post can no longer change. */
  isClosed: (row: Row) => boolean;
  notFound: string;
  notAuthor: string;
  closed: string;
};

/**
 * Runs `change` in a transaction holding the post's row lock, once the post exists, belongs to
 * `userId` and is still open.
 */
export function changeOwnOpenPost<Row, Result>(
  db: Database,
  kind: PostKind<Row>,
  userId: string,
  id: string,
  change: (tx: Executor, row: Row) => Promise<Result>,
): Promise<Result> {
  return db.transaction(async (tx) => {
    const row = await kind.lock(tx, id);
    if (!row) throw new NotFound(kind.notFound);
    if (kind.authorOf(row) !== userId) throw new Forbidden(kind.notAuthor);
    if (kind.isClosed(row)) throw new Conflict(kind.closed);
    return change(tx, row);
  });
}
