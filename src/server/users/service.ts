import type { PublicUser } from '@/shared/schemas/user';
import type { Database } from '@/server/db/client';
import { NotFound } from '@/server/http/errors';
import * as repository from './repository';

export async function getPublicProfile(db: Database, username: string): Promise<PublicUser> {
  const row = await repository.findPublicUserByUsername(db, username);
  if (!row) throw new NotFound('User not found');
  return row;
}

export async function requireUserId(db: Database, username: string): Promise<string> {
  const id = await repository.findUserIdByUsername(db, username);
  if (!id) throw new NotFound('User not found');
  return id;
}
