import { sql } from 'drizzle-orm';
import { pushSubscriptions } from '@/server/db/schema';

// What other modules' repositories build into their own queries (decision 015, Query parts):
// whether a person has a subscribed browser, read by the insert of their notifications.

/** A `select` column: whether the user in `userId` has any subscription (push/repository.ts's hasSubscription as a column). */
export function hasSubscriptionColumn(userId: unknown) {
  return sql<boolean>`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${userId})`;
}
