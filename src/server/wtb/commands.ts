import { BUMP_COOLDOWN_HOURS } from '@/shared/constants';
import type { WtbListing } from '@/shared/schemas/wtb';
import type { Database } from '@/server/db/client';
import { formatWait } from '@/server/http/cooldown';
import { Conflict, Forbidden, HttpError, NotFound } from '@/server/http/errors';
import * as repository from './repository';
import { getWtb } from './service';

const BUMP_COOLDOWN_MS = BUMP_COOLDOWN_HOURS * 60 * 60 * 1000;

export async function createWtb(
  db: Database,
  buyerId: string,
  input: repository.WtbWrite,
): Promise<WtbListing> {
  const id = await repository.insertWtb(db, buyerId, input);
  return getWtb(db, id);
}

/**
 * Runs a change to one WTB request in a transaction that holds its row lock: only the poster may
 * change it, and never once it is fulfilled.
 */
async function changeOwnOpenWtb(
  db: Database,
  userId: string,
  id: string,
  change: (tx: Pick<Database, 'execute'>, row: repository.WtbLock) => Promise<void>,
): Promise<WtbListing> {
  await db.transaction(async (tx) => {
    const row = await repository.lockWtb(tx, id);
    if (!row) throw new NotFound('WTB listing not found');
    if (row.buyerId !== userId)
      throw new Forbidden('Only the person who posted this WTB listing can change it');
    if (row.isFulfilled) throw new Conflict('This WTB listing is already marked as found');
    await change(tx, row);
  });
  return getWtb(db, id);
}

export function updateWtb(db: Database, userId: string, id: string, input: repository.WtbWrite) {
  return changeOwnOpenWtb(db, userId, id, (tx) => repository.updateWtbFields(tx, id, input));
}

/** Moves the request to the top of the board; once per 24 hours (creation counts as a bump). */
export function bumpWtb(db: Database, userId: string, id: string, now = new Date()) {
  return changeOwnOpenWtb(db, userId, id, async (tx, row) => {
    const wait = row.lastBumpAt.getTime() + BUMP_COOLDOWN_MS - now.getTime();
    if (wait > 0) {
      throw new HttpError(
        429,
        `You can bump a WTB listing once every ${BUMP_COOLDOWN_HOURS} hours. You can bump this one again in ${formatWait(wait)}.`,
      );
    }
    await repository.markWtbBumped(tx, id, now);
  });
}

export function fulfillWtb(db: Database, userId: string, id: string, now = new Date()) {
  return changeOwnOpenWtb(db, userId, id, (tx) => repository.markWtbFulfilled(tx, id, now));
}
