import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { isoTimestamp as iso } from '@/server/db/sql-helpers';

export type PublicUserRow = {
  id: string;
  username: string;
  profileImageUrl: string | null;
  isAdmin: boolean;
  createdAt: string;
  activeListingCount: number;
  soldListingCount: number;
  wtbListingCount: number;
};

/** Usernames are unique ignoring case, so a profile URL matches in any case. */
export async function findPublicUserByUsername(
  db: Database,
  username: string,
): Promise<PublicUserRow | undefined> {
  const result = await db.execute<PublicUserRow>(sql`
    select u.id, u.username, u.profile_image_url as "profileImageUrl", u.is_admin as "isAdmin",
           ${iso('u.created_at')} as "createdAt",
           (select count(*)::int from listings l where l.seller_id = u.id and not l.is_sold) as "activeListingCount",
           (select count(*)::int from listings l where l.seller_id = u.id and l.is_sold) as "soldListingCount",
           (select count(*)::int from wtb_listings w where w.buyer_id = u.id and not w.is_fulfilled) as "wtbListingCount"
    from users u
    where lower(u.username) = lower(${username})`);
  return result.rows[0];
}

export async function findUserIdByUsername(
  db: Database,
  username: string,
): Promise<string | undefined> {
  const result = await db.execute<{ id: string }>(
    sql`select id from users where lower(username) = lower(${username})`,
  );
  return result.rows[0]?.id;
}
