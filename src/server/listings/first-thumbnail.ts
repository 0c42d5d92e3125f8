import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { listingImages, listings } from '@/server/db/schema';

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
