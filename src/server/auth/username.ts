import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { USERNAME_MAX, USERNAME_MIN } from '@/shared/constants';
import type { Database } from '@/server/db/client';

/** Letters and digits of the e-mail's local part, 3 to 20 characters ("jo.doe+x@…" → "jodoex"). */
export function usernameBase(emailOrName: string): string {
  const local = emailOrName.split('@')[0] ?? '';
  const cleaned = local.replace(/[^A-Za-z0-9]/g, '').slice(0, USERNAME_MAX);
  return cleaned.length >= USERNAME_MIN ? cleaned : `user${cleaned}`.slice(0, USERNAME_MAX);
}

/** Candidates in the order tried: the base, then the base (cut to fit) with a random number. */
export function usernameCandidates(base: string, count = 8): string[] {
  const candidates = [base];
  for (let i = 0; i < count; i += 1) {
    const suffix = String(randomInt(10, 10_000 * (i + 1)));
    candidates.push(`${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`);
  }
  return candidates;
}

/** A username nobody has (ignoring case), made from an e-mail address or a display name. */
export async function generateUniqueUsername(db: Database, emailOrName: string): Promise<string> {
  const candidates = usernameCandidates(usernameBase(emailOrName));
  const taken = await db.execute<{ username: string }>(sql`
    select lower(username) as username from users
    where lower(username) in (${sql.join(
      candidates.map((c) => sql`${c.toLowerCase()}`),
      sql`, `,
    )})`);
  const takenSet = new Set(taken.rows.map((row) => row.username));
  const free = candidates.find((candidate) => !takenSet.has(candidate.toLowerCase()));
  // Nine taken candidates in a row is all but impossible; a long random tail settles it.
  return free ?? `${usernameBase(emailOrName).slice(0, 12)}${randomInt(10_000_000, 99_999_999)}`;
}
