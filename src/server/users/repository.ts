import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { accounts, listings, users, wtbListings } from '@/server/db/schema';
import { publicUserColumns, usernameIs } from './query-parts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The public fields of a user, with how many listings and open requests they have. */
export async function findPublicUserByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({
      ...publicUserColumns,
      activeListingCount: db.$count(
        listings,
        and(eq(listings.sellerId, users.id), eq(listings.isSold, false)),
      ),
      soldListingCount: db.$count(
        listings,
        and(eq(listings.sellerId, users.id), eq(listings.isSold, true)),
      ),
      wtbListingCount: db.$count(
        wtbListings,
        and(eq(wtbListings.buyerId, users.id), eq(wtbListings.isFulfilled, false)),
      ),
    })
    .from(users)
    .where(usernameIs(username));
  return row;
}

export async function findUserIdByUsername(
  db: Executor,
  username: string,
): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(usernameIs(username));
  return row?.id;
}

/** Which of `candidates` someone already has, in lower case. */
export async function findTakenUsernames(db: Executor, candidates: string[]): Promise<Set<string>> {
  const lowered = sql<string>`lower(${users.username})`;
  const rows = await db
    .select({ username: lowered })
    .from(users)
    .where(
      inArray(
        lowered,
        candidates.map((candidate) => candidate.toLowerCase()),
      ),
    );
  return new Set(rows.map((row) => row.username));
}

export async function isUsernameTakenByOther(
  db: Executor,
  username: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(usernameIs(username), ne(users.id, userId)));
  return rows.length > 0;
}

/**
 * Renames the user unless their last change came after `lastChangeBefore`: the cooldown is
 * checked in the update itself, so two changes at once cannot both pass. Undefined when it did
 * not pass.
 */
/**
 * Sets the username if the rules still allow it when the row is written: a first choice only
 * while none was made (it leaves the lock alone), a later change only once the lock is over.
 */
export async function changeUsername(
  db: Executor,
  userId: string,
  username: string,
  { now, lastChangeBefore, first }: { now: Date; lastChangeBefore: Date; first: boolean },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(
      first
        ? { username, usernameChosen: true, updatedAt: now }
        : { username, usernameChosen: true, usernameLastChanged: now, updatedAt: now },
    )
    .where(
      and(
        eq(users.id, userId),
        first
          ? eq(users.usernameChosen, false)
          : or(isNull(users.usernameLastChanged), lte(users.usernameLastChanged, lastChangeBefore)),
      ),
    )
    .returning();
  return row;
}

/** Whether a write failed because another user has this username (in another letter case). */
export function isUsernameClash(error: unknown): boolean {
  const cause = (error as { cause?: { constraint?: string } }).cause;
  return cause?.constraint === 'users_username_lower_key';
}

export async function updateUser(
  db: Executor,
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

export async function linkDiscordAccount(
  db: Executor,
  userId: string,
  discordId: string,
): Promise<void> {
  await db.update(users).set({ discordId, authProvider: 'discord' }).where(eq(users.id, userId));
}

/** Grants or revokes admin rights; returns the user's id and exact username, or undefined when there is none. */
export async function setAdminByUsername(
  db: Executor,
  username: string,
  isAdmin: boolean,
): Promise<{ id: string; username: string } | undefined> {
  const [row] = await db
    .update(users)
    .set({ isAdmin, updatedAt: sql`now()` })
    .where(usernameIs(username))
    .returning({ id: users.id, username: users.username });
  return row;
}

/** The token Discord gave at sign-in, to ask Discord for the user's current profile. */
export async function findDiscordAccessToken(db: Executor, userId: string): Promise<string | null> {
  const [account] = await db
    .select({ accessToken: accounts.accessToken })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'discord')));
  return account?.accessToken ?? null;
}
