import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { listingImages, listings } from '@/server/db/schema';

// What other modules' repositories build into their own queries (decision 015, Query parts): a
// listing's card thumbnail (conversations, reviews) and the feed's filters (saved-search alerts).

/** The feed's filters as a condition on `listings`: a saved search fits a listing by the same SQL. */
export { listingFilterWhere } from './feed-query';

/**
 * The card thumbnail of the first photo of the `listings` row in the surrounding query: a
 * subquery to join laterally or select as a value.
 */
export function firstThumbnailOf(db: Executor) {
  return db
    .select({ url: listingImages.thumbnailUrl })
    .from(listingImages)
    .where(eq(listingImages.listingId, listings.id))
    .orderBy(asc(listingImages.position))
    .limit(1);
}
