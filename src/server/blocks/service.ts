import { BLOCK_SELF, BLOCKED_MESSAGE, type BlockedUser } from '@/shared/schemas/safety';
import type { Database, Executor } from '@/server/db/client';
import { BadRequest, Forbidden, NotFound } from '@/server/http/errors';
import * as repository from './repository';

// docs/product.md, Safety, Blocking.

async function requireOther(db: Database, userId: string, username: string) {
  const person = await repository.findPersonByUsername(db, username);
  if (!person) throw new NotFound('User not found');
  if (person.id === userId) throw new BadRequest(BLOCK_SELF);
  return person;
}

/** Blocks `username` for `userId`; blocking again changes nothing (created: false). */
export async function block(
  db: Database,
  userId: string,
  username: string,
): Promise<{ blocked: BlockedUser; created: boolean }> {
  const person = await requireOther(db, userId, username);
  const { blockedAt, created } = await repository.insertBlock(db, userId, person.id);
  const { username: name, profileImageUrl } = person;
  return { blocked: { username: name, profileImageUrl, blockedAt }, created };
}

/** Lifts the block, if there is one. */
export async function unblock(db: Database, userId: string, username: string): Promise<void> {
  const person = await requireOther(db, userId, username);
  await repository.deleteBlock(db, userId, person.id);
}

export function blockedUsers(db: Database, userId: string): Promise<BlockedUser[]> {
  return repository.listBlocked(db, userId);
}

/** The ids of the people `userId` blocked: whose posts leave `userId`'s feeds. */
export function blockedIdsOf(db: Executor, userId: string): Promise<string[]> {
  return repository.blockedIdsOf(db, userId);
}

/**
 * 403 when either of the two blocked the other. The same answer whichever side blocked, so the
 * blocked side learns no more than that they cannot write.
 */
export async function requireNotBlocked(db: Executor, userId: string, otherId: string) {
  if (await repository.isBlockedEitherWay(db, userId, otherId)) {
    throw new Forbidden(BLOCKED_MESSAGE);
  }
}
