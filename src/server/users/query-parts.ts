import { sql } from 'drizzle-orm';
import { users } from '@/server/db/schema';

// What other modules' repositories build into their own queries (decision 015, Query parts): a
// person found by name, and what anyone may see of them.

/** Usernames are unique ignoring case, so every lookup by name ignores case too. */
export const usernameIs = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/** What anyone may see of a user: who they are and since when. */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  profileImageUrl: users.profileImageUrl,
  isAdmin: users.isAdmin,
  createdAt: users.createdAt,
};
