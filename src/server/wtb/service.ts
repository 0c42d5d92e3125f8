import type { WtbListing, WtbPage } from '@/shared/schemas/wtb';
import type { WtbFilters, WtbSort } from '@/shared/schemas/wtb-filters';
import { blockedIdsOf } from '@/server/blocks/service';
import type { Database, Executor } from '@/server/db/client';
import { decodeSortCursor, encodeSortCursor, paginateBy } from '@/server/http/sort-cursor';
import { NotFound } from '@/server/http/errors';
import { checkBumpCooldown } from '@/server/posts/bump-cooldown';
import { recordRequestMatches } from '@/server/matching/service';
import { recordTakedown } from '@/server/moderation/resolution-service';
import { changeOwnOpenPost, type PostKind } from '@/server/posts/ownership';
import { consumeDailyQuota } from '@/server/http/daily-quota';
import * as repository from './repository';
import { toWtbListing } from './query-parts';

/**
 * Open requests, filtered, in a sort (newest when none is given): one buyer's when buyerId is
 * set, else the board's without the buyers the viewer blocked (hiddenBuyerIds).
 */
export async function listOpenWtb(
  db: Database,
  query: Partial<WtbFilters> & {
    limit: number;
    cursor?: string;
    sort?: WtbSort;
    buyerId?: string;
    hiddenBuyerIds?: readonly string[];
  },
): Promise<WtbPage> {
  const { limit, cursor, sort = 'newest', buyerId, hiddenBuyerIds, ...filters } = query;
  const keyKind = sort === 'budget_desc' ? 'money' : 'timestamp';
  const rows = await repository.findOpenWtbPage(db, {
    limit,
    filters,
    sort,
    cursor: decodeSortCursor(cursor, sort, keyKind),
    buyerId,
    hiddenBuyerIds,
  });
  const { page, nextCursor } = paginateBy(rows, limit, (row) =>
    encodeSortCursor(sort, {
      key: sort === 'budget_desc' ? row.maxPrice : row.bumpedAt,
      id: row.id,
    }),
  );
  return { wtbListings: page.map(toWtbListing), nextCursor };
}

/** The buyers whose requests leave `viewerId`'s board: those they blocked; none for a visitor. */
export function hiddenBuyersFor(db: Database, viewerId: string | undefined): Promise<string[]> {
  return viewerId ? blockedIdsOf(db, viewerId) : Promise.resolve([]);
}

export async function getWtb(db: Database, id: string): Promise<WtbListing> {
  const row = await repository.findWtbById(db, id);
  if (!row) throw new NotFound('WTB listing not found');
  return toWtbListing(row);
}

/** A new request, within the poster's `perDay` new requests (docs/product.md, Safety, Quotas). */
export async function createWtb(
  db: Database,
  buyerId: string,
  input: repository.WtbWrite,
  perDay: number,
): Promise<WtbListing> {
  const id = await db.transaction(async (tx) => {
    await consumeDailyQuota(tx, 'wtb', buyerId, perDay);
    const newId = await repository.insertWtb(tx, buyerId, input);
    await recordRequestMatches(tx, newId);
    return newId;
  });
  return getWtb(db, id);
}

const wtbKind: PostKind<repository.WtbLock> = {
  lock: repository.lockWtb,
  authorOf: (row) => row.buyerId,
  isClosed: (row) => row.isFulfilled,
  notFound: 'WTB listing not found',
  notAuthor: 'Only the person who posted this WTB listing can change it',
  closed: 'This WTB listing is already marked as found',
};

/** A change by the poster while the request is open; answers the request as it is afterwards. */
async function changeOwnOpenWtb(
  db: Database,
  userId: string,
  id: string,
  change: (tx: Executor, row: repository.WtbLock) => Promise<void>,
): Promise<WtbListing> {
  await changeOwnOpenPost(db, wtbKind, userId, id, change);
  return getWtb(db, id);
}

export function updateWtb(db: Database, userId: string, id: string, input: repository.WtbWrite) {
  return changeOwnOpenWtb(db, userId, id, async (tx) => {
    await repository.updateWtbFields(tx, id, input);
    await recordRequestMatches(tx, id);
  });
}

/** Moves the request to the top of the board; once per 24 hours (creation counts as a bump). */
export function bumpWtb(db: Database, userId: string, id: string, now = new Date()) {
  return changeOwnOpenWtb(db, userId, id, async (tx, row) => {
    checkBumpCooldown('WTB listing', row, now);
    await repository.markWtbBumped(tx, id, now);
  });
}

export function fulfillWtb(db: Database, userId: string, id: string, now = new Date()) {
  return changeOwnOpenWtb(db, userId, id, (tx) => markFoundInTransaction(tx, id, now));
}

/** Mark as Found's change inside the caller's transaction (a confirmed deal), its row locked. */
export function markFoundInTransaction(tx: Executor, id: string, now: Date): Promise<void> {
  return repository.markWtbFulfilled(tx, id, now);
}

/**
 * Admins only (the route's guard), as for listings: the request goes, the audit log keeps who and
 * why, and its open reports are resolved. Returns how many reports that closed.
 */
export function deleteWtbAsAdmin(
  db: Database,
  id: string,
  by: { adminId: string; reason: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await repository.deleteWtb(tx, id))) throw new NotFound('WTB listing not found');
    return recordTakedown(tx, by, { targetType: 'wtb', targetId: id }, 'delete');
  });
}
