import { USERNAME_COOLDOWN_DAYS } from '@/shared/constants';
import type {
  AuthUser,
  DiscordAvatarRefresh,
  ProfileImageResponse,
  PublicUser,
} from '@/shared/schemas/user';
import { USERNAME_COOLDOWN_MS, usernameLockedUntil } from '@/shared/username-cooldown';
import type { Config } from '@/server/config';
import type { Database } from '@/server/db/client';
import {
  BadRequest,
  Conflict,
  Forbidden,
  HttpError,
  NotFound,
  TooManyRequests,
} from '@/server/http/errors';
import type { Storage } from '@/server/storage/storage';
import { insertAudit } from '@/server/moderation/audit-service';
import { discordFields, fetchDiscordProfile } from './discord-profile';
import * as repository from './repository';
import {
  lastResortUsername,
  usernameBase,
  usernameCandidates,
  wordsUsername,
} from './username-candidates';

/** What sign-up (auth/) needs of users' rules: a username's base, a Discord avatar's address. */
export { usernameBase, wordsUsername } from './username-candidates';
export { discordAvatarUrl, type DiscordProfile } from './discord-profile';

type AuthUserFields = Omit<
  repository.UserRow,
  'emailVerified' | 'name' | 'suspendedUntil' | 'suspensionReason'
>;

function toAuthUser(row: AuthUserFields): AuthUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    usernameLastChanged: row.usernameLastChanged?.toISOString() ?? null,
    usernameChosen: row.usernameChosen,
    profileImageUrl: row.profileImageUrl,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    discordId: row.discordId,
    discordUsername: row.discordUsername,
    authProvider: row.authProvider === 'discord' ? 'discord' : 'email',
  };
}

/** The user as Better Auth's session check returns it: our columns, typed as its options declare. */
type IdentityUser = {
  id: string;
  email: string;
  image?: string | null;
  createdAt: Date;
  updatedAt: Date;
  username?: string | null;
  usernameLastChanged?: Date | null;
  usernameChosen?: boolean | null;
  isAdmin?: boolean | null;
  discordId?: string | null;
  discordUsername?: string | null;
  authProvider?: string | null;
};

/**
 * The signed-in user from the row the session check has just read, so a signed-in request does
 * not read it twice. Better Auth names our profileImageUrl `image` and types the additional
 * fields as optional; the columns are not null where the defaults below stand in.
 */
export function authUserFromIdentity(user: IdentityUser): AuthUser {
  return toAuthUser({
    ...user,
    username: user.username ?? '',
    usernameLastChanged: user.usernameLastChanged ?? null,
    usernameChosen: user.usernameChosen ?? false,
    profileImageUrl: user.image ?? null,
    isAdmin: user.isAdmin ?? false,
    discordId: user.discordId ?? null,
    discordUsername: user.discordUsername ?? null,
    authProvider: user.authProvider ?? 'email',
  });
}

/** The signed-in user as the API shows them to themselves, or undefined when there is none. */
export async function findAuthUser(db: Database, id: string): Promise<AuthUser | undefined> {
  const row = await repository.findUserById(db, id);
  return row && toAuthUser(row);
}

export async function getPublicProfile(db: Database, username: string): Promise<PublicUser> {
  const row = await repository.findPublicUserByUsername(db, username);
  if (!row) throw new NotFound('User not found');
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The person's id by name, or undefined for nobody (a report of a user names them). */
export function findUserIdByUsername(db: Database, username: string): Promise<string | undefined> {
  return repository.findUserIdByUsername(db, username);
}

export async function requireUserId(db: Database, username: string): Promise<string> {
  const id = await repository.findUserIdByUsername(db, username);
  if (!id) throw new NotFound('User not found');
  return id;
}

/** The first of `candidates` nobody has (ignoring case), else `lastResort`. */
async function firstFree(db: Database, candidates: string[], lastResort: string): Promise<string> {
  const taken = await repository.findTakenUsernames(db, candidates);
  return candidates.find((candidate) => !taken.has(candidate.toLowerCase())) ?? lastResort;
}

/** A username nobody has (ignoring case), made from a Discord name. */
export async function generateUniqueUsername(db: Database, name: string): Promise<string> {
  const base = usernameBase(name);
  return firstFree(db, usernameCandidates(base), lastResortUsername(base));
}

/**
 * A username nobody has for an e-mail sign-up: words and digits, nothing of the address
 * (docs/product.md, Usernames). The person may choose their own once verified.
 */
export async function generateWordsUsername(db: Database): Promise<string> {
  const candidates = Array.from({ length: 8 }, wordsUsername);
  return firstFree(db, candidates, lastResortUsername(wordsUsername()));
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

const TAKEN = 'This username is already taken. Please choose another one.';

/**
 * Letters and digits (checked by the schema), unique ignoring case, once per 7 days. The first
 * choice after sign-up (replacing the name given then) does not start the 7 days.
 */
export async function changeUsername(
  db: Database,
  user: AuthUser,
  username: string,
): Promise<AuthUser> {
  if (username === user.username) throw new BadRequest('Username is already set to this value.');
  const first = !user.usernameChosen;
  const lockedUntil = first ? null : usernameLockedUntil(user.usernameLastChanged);
  if (lockedUntil) {
    throw new TooManyRequests(
      `You can change your username once every ${USERNAME_COOLDOWN_DAYS} days. Your next change is possible on ${longDate.format(lockedUntil)}.`,
    );
  }
  if (await repository.isUsernameTakenByOther(db, username, user.id)) throw new Conflict(TAKEN);

  const now = new Date();
  try {
    const row = await repository.changeUsername(db, user.id, username, {
      now,
      lastChangeBefore: new Date(now.getTime() - USERNAME_COOLDOWN_MS),
      first,
    });
    // Another change went through since the check above.
    if (!row) {
      throw new TooManyRequests(
        `You can change your username once every ${USERNAME_COOLDOWN_DAYS} days.`,
      );
    }
    return toAuthUser(row);
  } catch (error) {
    if (repository.isUsernameClash(error)) throw new Conflict(TAKEN);
    throw error;
  }
}

/**
 * Puts the picture stored under `key` on the user's profile; their previous picture goes once
 * the new one is in place (a Discord avatar URL is not ours to delete).
 */
export async function replaceProfilePicture(
  db: Database,
  storage: Storage,
  user: AuthUser,
  key: string,
): Promise<ProfileImageResponse> {
  const updated = await repository.updateUser(db, user.id, {
    profileImageUrl: storage.urlFor(key),
  });
  const previousKey = user.profileImageUrl ? storage.keyFor(user.profileImageUrl) : null;
  if (previousKey?.startsWith(`profiles/${user.id}/`)) await storage.delete(previousKey);
  return { profileImageUrl: updated!.profileImageUrl, user: toAuthUser(updated!) };
}

const NOT_DISCORD = 'Only accounts that sign in with Discord can do this';

/** The user's profile as Discord has it now, asked with their stored token; null when unknown. */
async function currentDiscordProfile(db: Database, config: Config, user: AuthUser) {
  if (user.authProvider !== 'discord') throw new Forbidden(NOT_DISCORD);
  if (!config.discord) return null;
  const accessToken = await repository.findDiscordAccessToken(db, user.id);
  if (!accessToken) return null;
  const profile = await fetchDiscordProfile(config.discord, accessToken);
  return profile && discordFields(config.discord, profile);
}

/** Takes the Discord id, name and (unless they uploaded their own) avatar from Discord itself. */
export async function syncDiscordProfile(
  db: Database,
  storage: Storage,
  config: Config,
  user: AuthUser,
): Promise<AuthUser> {
  const fields = await currentDiscordProfile(db, config, user);
  if (!fields) return user;
  // A picture the user uploaded here wins over their Discord avatar.
  const keepOwnPicture = user.profileImageUrl && storage.keyFor(user.profileImageUrl);
  const updated = await repository.updateUser(db, user.id, {
    discordId: fields.discordId,
    discordUsername: fields.discordUsername,
    ...(keepOwnPicture ? {} : { profileImageUrl: fields.profileImageUrl }),
  });
  return toAuthUser(updated!);
}

export async function refreshDiscordAvatar(
  db: Database,
  config: Config,
  user: AuthUser,
): Promise<DiscordAvatarRefresh> {
  const fields = await currentDiscordProfile(db, config, user);
  if (!fields) throw new HttpError(502, 'Discord did not answer. Please try again later.');
  if (fields.profileImageUrl === user.profileImageUrl) return { updated: false, user };
  const updated =
    (await repository.updateUser(db, user.id, { profileImageUrl: fields.profileImageUrl })) ??
    (await repository.findUserById(db, user.id));
  return { updated: true, user: toAuthUser(updated!) };
}

/** A Discord sign-up's account is linked: its account id is the user's Discord id. */
export async function linkDiscordAccount(
  db: Database,
  userId: string,
  discordId: string,
): Promise<void> {
  await repository.linkDiscordAccount(db, userId, discordId);
}

/**
 * Grants or revokes admin rights (the command line, `npm run admin`); the user's exact username,
 * or null when nobody has it. The audit log records it with no actor: the command line.
 */
export function setAdmin(db: Database, username: string, isAdmin: boolean): Promise<string | null> {
  return db.transaction(async (tx) => {
    const user = await repository.setAdminByUsername(tx, username, isAdmin);
    if (!user) return null;
    await insertAudit(tx, {
      actorId: null,
      action: isAdmin ? 'admin.grant' : 'admin.revoke',
      subjectType: 'user',
      subjectId: user.id,
      reason: `From the command line (npm run admin -- ${isAdmin ? 'grant' : 'revoke'})`,
    });
    return user.username;
  });
}
