import sharp from 'sharp';
import type { Database } from '@/server/db/client';
import { BadRequest } from '@/server/http/errors';
import type { Storage } from '@/server/storage/storage';
import { isThumbnailKey, thumbnailKeyFor } from '@/server/uploads/keys';
import * as repository from './repository';

const FOREIGN_IMAGE = 'Images must be photos you uploaded to Rotation for this listing';

/**
 * The listing's photos, checked: each URL must be a display image this server stored under the
 * seller's own prefix (never a thumbnail, another user's file, an external or javascript: URL).
 */
export async function ownImages(
  storage: Storage,
  userId: string,
  urls: string[],
): Promise<repository.ListingImage[]> {
  const images: repository.ListingImage[] = [];
  for (const url of urls) {
    const key = storage.keyFor(url);
    if (!key || !key.startsWith(`${userId}/`) || isThumbnailKey(key) || !key.endsWith('.webp')) {
      throw new BadRequest(FOREIGN_IMAGE);
    }
    const thumbnailKey = thumbnailKeyFor(key);
    const [display, thumbnail] = await Promise.all([storage.get(key), storage.get(thumbnailKey)]);
    if (!display || !thumbnail) throw new BadRequest(FOREIGN_IMAGE);
    // The display size, stored for link previews' og:image sizes (only the header is read).
    const { width, height } = await sharp(display).metadata();
    images.push({ url, thumbnailUrl: storage.urlFor(thumbnailKey), width, height });
  }
  if (new Set(urls).size !== urls.length)
    throw new BadRequest('Each photo can be used once per listing');
  return images;
}

/** Every stored file behind these photos: each display image and its thumbnail. */
export function filesOf(images: repository.ListingImage[]): string[] {
  return images.flatMap((image) => [image.url, image.thumbnailUrl]);
}

/**
 * Deletes the stored files behind these URLs that no listing shows. One uploaded photo may be on
 * two listings of its seller, so a file one listing dropped may still be another's. Called after
 * the change has committed: a concurrent change that drops the same photo from the other listing
 * then sees this one's rows gone, so the last of the two deletes the file.
 */
export async function deleteUnusedFiles(
  db: Database,
  storage: Storage,
  urls: string[],
): Promise<void> {
  if (urls.length === 0) return;
  const inUse = await repository.imageUrlsInUse(db, urls);
  const keys = urls
    .filter((url) => !inUse.has(url))
    .map((url) => storage.keyFor(url))
    .filter((key): key is string => key !== null);
  await Promise.all(keys.map((key) => storage.delete(key)));
}
