import { formatPrice } from '@/shared/format';
import { MATCHES_SHOWN, WANTING_SHOWN } from '@/shared/schemas/matching';
import type { WantingRequests, WtbMatches } from '@/shared/schemas/matching';
import type { Database, Executor } from '@/server/db/client';
import { NotFound } from '@/server/http/errors';
import type { ListingChange } from '@/server/listings/change-service';
import { newestListingsWhere } from '@/server/listings/read-service';
import { addNotifications } from '@/server/notifications/service';
import { listingMatchKeys } from './query-parts';
import * as repository from './repository';

/**
 * After a listing is created, edited or discounted (in its transaction): the buyers of the open
 * requests it now matches for the first time, or again after a price drop back under their
 * budget, are notified (docs/product.md, WTB matches).
 */
export async function alertListingMatches(tx: Executor, change: ListingChange): Promise<void> {
  if (change.kind === 'sold') return;
  if (change.kind !== 'created') {
    await repository.markPricedOut(tx, { listingId: change.listingId });
  }
  const fresh = await repository.recordNewMatches(tx, change.listingId);
  await addNotifications(
    tx,
    fresh.map((match) => ({
      userId: match.buyerId,
      kind: 'wtb_match' as const,
      title: `A listing matches your WTB: ${match.title}, ${formatPrice(match.price)}`,
      body: `${match.brand} · size ${match.size} · your budget ${formatPrice(match.maxPrice)}`,
      url: `/listing/${match.listingId}`,
    })),
  );
}

/**
 * After a request is posted or edited (in its transaction): the listings it already matches are
 * shown in its Matches section but not notified, so they are recorded as alerted; pairs its new
 * budget no longer reaches are marked priced out, to alert again if the listing's price drops.
 */
export async function recordRequestMatches(tx: Executor, wtbId: string): Promise<void> {
  const request = await repository.findRequestToMatch(tx, wtbId);
  if (
    !request ||
    request.isFulfilled ||
    request.matchBrand === null ||
    request.matchSize === null
  ) {
    return;
  }
  await repository.markPricedOut(tx, { wtbId });
  await repository.recordExistingMatches(tx, {
    ...request,
    matchBrand: request.matchBrand,
    matchSize: request.matchSize,
  });
}

/** GET /api/wtb-listings/{id}/matches */
export async function matchesOfRequest(db: Database, wtbId: string): Promise<WtbMatches> {
  const request = await repository.findRequestToMatch(db, wtbId);
  if (!request) throw new NotFound('WTB listing not found');
  if (request.isFulfilled || request.matchBrand === null || request.matchSize === null) {
    return { listings: [] };
  }
  const where = repository.listingsMatching({
    ...request,
    matchBrand: request.matchBrand,
    matchSize: request.matchSize,
  });
  return { listings: await newestListingsWhere(db, where, MATCHES_SHOWN) };
}

async function wanting(db: Database, listing: repository.ListingToMatch): Promise<WantingRequests> {
  return repository.findMatchingRequests(db, listing, WANTING_SHOWN);
}

/** GET /api/listings/{id}/wanted-by: none once the listing is sold. */
export async function requestsWantingListing(db: Database, listingId: string) {
  const listing = await repository.findListingToMatch(db, listingId);
  if (!listing) throw new NotFound('Listing not found');
  if (listing.isSold) return { count: 0, requests: [] };
  return wanting(db, { ...listing, ...listingMatchKeys(listing) });
}

/** GET /api/wtb-listings/wanting: the requests a listing the caller is writing would match. */
export function requestsWanting(
  db: Database,
  sellerId: string,
  fields: { brand: string; size: string; price: string },
) {
  return wanting(db, { sellerId, price: fields.price, ...listingMatchKeys(fields) });
}
