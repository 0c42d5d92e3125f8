import type { QueryClient } from '@tanstack/react-query';

/** What changed: one listing, by its id and its seller (whose profile lists and counts it). */
type ListingChange = { id: string; sellerUsername: string; deleted?: boolean };

const CHANNEL_NAME = 'rotation:listing-changes';

function listingKey(id: string) {
  return `/api/listings/${encodeURIComponent(id)}`;
}

/**
 * Every cached answer that shows this listing: the feed (all filters) and its found count, its
 * detail, its seller's profile lists and profile (the counts), and conversations (their header
 * shows title, price and SOLD). Queries on screen refetch now, the others when next shown. A deleted listing's detail
 * is only marked stale: the page showing it is on its way to /, and a refetch would find a 404.
 */
function refreshHere(queryClient: QueryClient, change: ListingChange): Promise<unknown> {
  const profile = `/api/users/${encodeURIComponent(change.sellerUsername)}`;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['/api/listings'] }),
    queryClient.invalidateQueries({ queryKey: ['/api/listings/count'] }),
    queryClient.invalidateQueries({
      queryKey: [listingKey(change.id)],
      refetchType: change.deleted ? 'none' : 'active',
    }),
    queryClient.invalidateQueries({ queryKey: [`${profile}/listings`] }),
    queryClient.invalidateQueries({ queryKey: [profile] }),
    queryClient.invalidateQueries({ queryKey: ['/api/conversations'] }),
  ]);
}

let channel: BroadcastChannel | null | undefined;
function openChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  }
  return channel;
}

/**
 * After a listing was created, edited, sold, bumped, discounted or deleted. Cards open listings in
 * a new tab (docs/product.md, Screens), so the change is also announced to this site's other tabs,
 * whose feed or profile would otherwise show the old price or an unsold item until a reload.
 */
export function refreshListing(queryClient: QueryClient, change: ListingChange): Promise<unknown> {
  openChannel()?.postMessage(change);
  return refreshHere(queryClient, change);
}

function isListingChange(data: unknown): data is ListingChange {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as ListingChange).id === 'string' &&
    typeof (data as ListingChange).sellerUsername === 'string'
  );
}

/** Applies the changes other tabs announce to this tab's cache. Returns the unsubscribe. */
export function listenToOtherTabs(queryClient: QueryClient): () => void {
  const source = openChannel();
  if (!source) return () => {};
  const onMessage = (event: MessageEvent) => {
    if (isListingChange(event.data)) void refreshHere(queryClient, event.data);
  };
  source.addEventListener('message', onMessage);
  return () => source.removeEventListener('message', onMessage);
}
