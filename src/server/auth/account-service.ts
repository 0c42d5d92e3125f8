import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { USERNAME_COOLDOWN_DAYS } from '@/shared/constants';
import type { AuthUser } from '@/shared/schemas/user';
import type { Database } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { BadRequest, Conflict, HttpError } from '@/server/http/errors';
import { toAuthUser } from './users-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export function nextUsernameChange(lastChanged: string | null): Date | null {
  if (!lastChanged) return null;
  return new Date(new Date(lastChanged).getTime() + USERNAME_COOLDOWN_DAYS * DAY_MS);
}

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** PATCH /api/auth/user: letters and digits, unique ignoring case, once per 7 days. */
export async function changeUsername(
  db: Database,
  user: AuthUser,
  username: string,
): Promise<AuthUser> {
  if (username === user.username) throw new BadRequest('Username is already set to this value.');
  const next = nextUsernameChange(user.usernameLastChanged);
  if (next && next.getTime() > Date.now()) {
    throw new HttpError(
      429,
      `You can change your username once every ${USERNAME_COOLDOWN_DAYS} days. Your next change is possible on ${longDate.format(next)}.`,
    );
  }
  const clash = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, sql`${users.id} <> ${user.id}`));
  if (clash.length > 0)
    throw new Conflict('This username is already taken. Please choose another one.');

  const now = new Date();
  try {
    // The cooldown is checked again in the update itself, so two changes at once cannot both pass.
    const [row] = await db
      .update(users)
      .set({ username, usernameLastChanged: now, updatedAt: now })
      .where(
        and(
          eq(users.id, user.id),
          or(
            isNull(users.usernameLastChanged),
            lte(
              users.usernameLastChanged,
              new Date(now.getTime() - USERNAME_COOLDOWN_DAYS * DAY_MS),
            ),
          ),
        ),
      )
      .returning();
    if (!row)
      throw new HttpError(
        429,
        `You can change your username once every ${USERNAME_COOLDOWN_DAYS} days.`,
      );
    return toAuthUser(row);
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string } }).cause;
    if (cause?.constraint === 'users_username_lower_key') {
      throw new Conflict('This username is already taken. Please choose another one.');
    }
    throw error;
  }
}
