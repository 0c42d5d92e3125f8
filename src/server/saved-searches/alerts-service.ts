import { parseSavedQuery, savedSearchPath } from '@/shared/saved-search-query';
import type { ListingFilters } from '@/shared/schemas/listing-filters';
import type { Executor } from '@/server/db/client';
import type { ListingChange } from '@/server/listings/change-service';
import { publish } from '@/server/live/notices';
import { addNotifications } from '@/server/notifications/service';
import * as repository from './repository';

// New listings that fit a saved search notify its owner, at most once an hour per search: within
// the hour, the search's notification grows instead (docs/decisions/029-saved-search-alerts.md).

/** "1 new listing: Box Logo Hoodie", "3 new listings: Box Logo Hoodie and 2 more". */
export function savedSearchAlertBody(count: number, firstTitle: string): string {
  const more = count > 1 ? ` and ${count - 1} more` : '';
  return `${count} new listing${count === 1 ? '' : 's'}: ${firstTitle}${more}`;
}

export function savedSearchAlertTitle(name: string): string {
  return `New listings for “${name}”`;
}

type Candidate = Awaited<ReturnType<typeof repository.findCandidateSearches>>[number];

/**
 * Whether the search filters by more than the columns the candidates were found by (category,
 * size, brand, price), which compare exactly as the feed's filters do.
 */
function filtersBeyondColumns(filters: ListingFilters): boolean {
  return Boolean(
    filters.q || filters.condition.length > 0 || filters.discounted || filters.status !== 'all',
  );
}

/**
 * The candidates whose filters, as the feed applies them, the listing fits (sort aside): the
 * feed's own filter SQL decides for those that filter by more than the columns did.
 */
async function fittingSearches(tx: Executor, listingId: string, candidates: Candidate[]) {
  const parsed = candidates.map((candidate) => parseSavedQuery(candidate.query));
  const toCheck = parsed.flatMap((result, index) =>
    // A stored query always parses (it was checked when saved); were the feed's rules ever to
    // tighten, an old search that no longer parses fits nothing rather than everything.
    result.ok && filtersBeyondColumns(result.value.filters)
      ? [{ index, filters: result.value.filters }]
      : [],
  );
  const holding = await repository.conditionsHolding(
    tx,
    listingId,
    toCheck.map((check) => check.filters),
  );
  const checked = new Map(toCheck.map((check, position) => [check.index, holding.has(position)]));
  return candidates.filter((_, index) => parsed[index]!.ok && (checked.get(index) ?? true));
}

/**
 * On a new listing: tells the owners of the other people's searches it fits. A fixed number of
 * statements however many searches there are or fit (each step handles them all at once).
 */
export async function notifySavedSearches(tx: Executor, change: ListingChange): Promise<void> {
  if (change.kind !== 'created') return;
  const listing = await repository.findListingForAlerts(tx, change.listingId);
  if (!listing) return;
  const candidates = await repository.findCandidateSearches(tx, listing);
  if (candidates.length === 0) return;
  const fitting = await fittingSearches(tx, change.listingId, candidates);
  if (fitting.length === 0) return;
  const states = await repository.lockNotificationState(
    tx,
    fitting.map((search) => search.id),
  );
  const byId = new Map(fitting.map((search) => [search.id, search]));
  // Notified within the hour: that notification grows. Otherwise: a new one.
  const grown = states.flatMap((state) =>
    state.recent && state.notificationId !== null && state.firstTitle !== null
      ? [
          {
            id: state.id,
            notificationId: state.notificationId,
            firstTitle: state.firstTitle,
            count: state.count,
          },
        ]
      : [],
  );
  const grownIds = new Set(grown.map((state) => state.id));
  const newSearches = states
    .filter((state) => !grownIds.has(state.id))
    .map((state) => byId.get(state.id)!);
  const reread = await repository.rewriteNotifications(
    tx,
    grown.map((state) => ({
      id: state.notificationId,
      body: savedSearchAlertBody(state.count + 1, state.firstTitle),
    })),
  );
  // Read before and unread again: the reader's open streams count it once more.
  for (const { id, userId } of reread) await publish(tx, { kind: 'notification', id, userId });
  // One row per search, in this order: PostgreSQL returns an INSERT … VALUES' rows in order.
  const added = await addNotifications(
    tx,
    newSearches.map((search) => ({
      userId: search.userId,
      kind: 'saved_search' as const,
      title: savedSearchAlertTitle(search.name),
      body: savedSearchAlertBody(1, listing.title),
      url: savedSearchPath(search.query),
    })),
  );
  await repository.recordNotifications(tx, [
    ...grown.map((state) => ({
      id: state.id,
      notificationId: state.notificationId,
      count: state.count + 1,
      firstTitle: state.firstTitle,
      startsWindow: false,
    })),
    ...newSearches.map((search, index) => ({
      id: search.id,
      notificationId: added[index]!.id,
      count: 1,
      firstTitle: listing.title,
      startsWindow: true,
    })),
  ]);
}
