import type { FavouriteIds, FavouriteState } from '@/shared/schemas/favourite';
import { FAVOURITES_PAGE_SIZE } from '@/shared/schemas/favourite';
import type { ListingPage } from '@/shared/schemas/listing';
import type { Database } from '@/server/db/client';
import { NotFound } from '@/server/http/errors';
import { getListingsInOrder } from '@/server/listings/read-service';
import { decodeFavouriteCursor, encodeFavouriteCursor } from './cursor';
import * as repository from './repository';

const listingNotFound = () => new NotFound('Listing not found');

/** Favourites a listing (one's own too); favouriting it again changes nothing. */
export async function favourite(
  db: Database,
  userId: string,
  listingId: string,
): Promise<FavouriteState> {
  const added = await repository.addFavourite(db, userId, listingId);
  if (!added && !(await repository.listingExists(db, listingId))) throw listingNotFound();
  return repository.favouriteState(db, listingId, userId);
}

/** Takes the listing out of the user's favourites; when it was not one, nothing changes. */
export async function unfavourite(
  db: Database,
  userId: string,
  listingId: string,
): Promise<FavouriteState> {
  if (!(await repository.listingExists(db, listingId))) throw listingNotFound();
  await repository.removeFavourite(db, userId, listingId);
  return repository.favouriteState(db, listingId, userId);
}

/** The listing's count, and the reader's heart (visitors: `userId` null, never favourited). */
export async function favouriteState(
  db: Database,
  listingId: string,
  userId: string | null,
): Promise<FavouriteState> {
  if (!(await repository.listingExists(db, listingId))) throw listingNotFound();
  return repository.favouriteState(db, listingId, userId);
}

/**
 * A page of the user's favourites as listings, most recently favourited first, sold ones
 * included. Keyset on (favourited at, listing id), so favouriting more while reading repeats and
 * skips nothing.
 */
export async function listFavourites(
  db: Database,
  userId: string,
  cursor: string | undefined,
): Promise<ListingPage> {
  const after = decodeFavouriteCursor(cursor);
  const rows = await repository.favouritesPage(db, userId, FAVOURITES_PAGE_SIZE + 1, after);
  const page = rows.slice(0, FAVOURITES_PAGE_SIZE);
  const last = page.at(-1);
  return {
    listings: await getListingsInOrder(
      db,
      page.map((row) => row.listingId),
    ),
    nextCursor: rows.length > page.length && last ? encodeFavouriteCursor(last) : null,
  };
}

export async function favouriteIds(db: Database, userId: string): Promise<FavouriteIds> {
  return { ids: await repository.favouriteListingIds(db, userId) };
}
