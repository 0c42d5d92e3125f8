import { parseSavedQuery, savedSearchPath } from '@/shared/saved-search-query';
import type { Executor } from '@/server/db/client';
import type { ListingChange } from '@/server/listings/listing-events';
import { listingFilterWhere } from '@/server/listings/feed-query';
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

/** The candidates whose filters, as the feed applies them, the listing fits (sort aside). */
async function fittingSearches(tx: Executor, listingId: string, candidates: Candidate[]) {
  const parsed = candidates.map((candidate) => parseSavedQuery(candidate.query));
  const conditions = parsed.map((result) =>
    // A stored query always parses (it was checked when saved); were the feed's rules ever to
    // tighten, an old search that no longer parses fits nothing rather than everything.
    result.ok ? listingFilterWhere(result.value.filters) : undefined,
  );
  const holding = await repository.conditionsHolding(tx, listingId, conditions);
  return candidates.filter((_, index) => parsed[index]!.ok && holding.has(index));
}

/** On a new listing: tells the owners of the other people's searches it fits. */
export async function notifySavedSearches(tx: Executor, change: ListingChange): Promise<void> {
  if (change.kind !== 'created') return;
  const candidates = await repository.findCandidateSearches(tx, change.listingId);
  if (candidates.length === 0) return;
  const fitting = await fittingSearches(tx, change.listingId, candidates);
  if (fitting.length === 0) return;
  const states = await repository.lockNotificationState(
    tx,
    fitting.map((search) => search.id),
  );
  const byId = new Map(fitting.map((search) => [search.id, search]));
  for (const state of states) {
    const search = byId.get(state.id)!;
    if (state.recent && state.notificationId !== null && state.firstTitle !== null) {
      const count = state.count + 1;
      const rewritten = await repository.rewriteNotification(
        tx,
        state.notificationId,
        savedSearchAlertBody(count, state.firstTitle),
      );
      if (rewritten?.wasRead) {
        await publish(tx, {
          kind: 'notification',
          id: state.notificationId,
          userId: search.userId,
        });
      }
      await repository.recordNotification(tx, search.id, {
        notificationId: state.notificationId,
        count,
        firstTitle: state.firstTitle,
        startsWindow: false,
      });
      continue;
    }
    const [added] = await addNotifications(tx, [
      {
        userId: search.userId,
        kind: 'saved_search',
        title: savedSearchAlertTitle(search.name),
        body: savedSearchAlertBody(1, search.listingTitle),
        url: savedSearchPath(search.query),
      },
    ]);
    await repository.recordNotification(tx, search.id, {
      notificationId: added!.id,
      count: 1,
      firstTitle: search.listingTitle,
      startsWindow: true,
    });
  }
}
