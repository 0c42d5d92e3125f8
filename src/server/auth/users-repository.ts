import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '@/shared/schemas/user';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';

type UserRow = typeof users.$inferSelect;

export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    usernameLastChanged: row.usernameLastChanged?.toISOString() ?? null,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    discordId: row.discordId,
    discordUsername: row.discordUsername,
    authProvider: row.authProvider === 'discord' ? 'discord' : 'email',
  };
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByUsername(
  db: Database,
  username: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function updateUser(
  db: Database,
  id: string,
  values: Partial<Omit<UserRow, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
