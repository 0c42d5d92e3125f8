import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

/** Grants or revokes admin rights; returns the user's exact username, or null when there is none. */
export async function setAdmin(
  db: Database,
  username: string,
  isAdmin: boolean,
): Promise<string | null> {
  const result = await db.execute<{ username: string }>(sql`
    update users set is_admin = ${isAdmin}, updated_at = now()
    where lower(username) = lower(${username})
    returning username`);
  return result.rows[0]?.username ?? null;
}
