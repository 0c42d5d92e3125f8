import { inTimestampRange, invalidCursor, UUID } from '@/server/http/cursor';

/** A position in a person's favourites: (when favourited DESC, listing id DESC). */
export type FavouriteCursor = { favouritedAt: string; listingId: string };

export function encodeFavouriteCursor(cursor: FavouriteCursor): string {
  return Buffer.from(`f|${cursor.favouritedAt}|${cursor.listingId}`).toString('base64url');
}

/** Anything this server did not make is a 400 asking to start again from the first page. */
export function decodeFavouriteCursor(raw: string | undefined): FavouriteCursor | undefined {
  if (raw === undefined) return undefined;
  const [tag, iso, listingId, ...rest] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const favouritedAt = new Date(iso ?? '');
  if (
    tag !== 'f' ||
    rest.length > 0 ||
    !listingId ||
    !UUID.test(listingId) ||
    !inTimestampRange(favouritedAt)
  ) {
    throw invalidCursor();
  }
  return { favouritedAt: favouritedAt.toISOString(), listingId };
}
