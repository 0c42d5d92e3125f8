import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { WTB_SKELETON_CARDS } from '@/shared/constants';
import type { WtbPage } from '@/shared/schemas/wtb';
import { LoadError } from '@/client/components/ui/load-error';
import { LoadMore } from '@/client/components/ui/load-more';
import { WtbCard } from './wtb-card';
import { WtbCardSkeleton } from './wtb-card-skeleton';

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/**
 * Cards drawn in the render that shows the board, a first screen at any width; the others follow
 * in a background render React can pause, with placeholders in their place (as ListingGrid).
 */
const FIRST_RENDER_CARDS = 8;

/** Cards past the first screen are laid out only when they come near the view (as ListingGrid). */
const offScreen = '[content-visibility:auto] [contain-intrinsic-size:auto_12rem]';

/** Paginated WTB cards with loading, error and empty states; a card opens its detail dialog. */
export function WtbFeed({
  query,
  label,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<WtbPage>>;
  label: string;
  empty: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading WTB listings" className={gridClasses}>
        {Array.from({ length: WTB_SKELETON_CARDS }, (_, index) => (
          <WtbCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title="Failed to fetch WTB listings"
        error={query.error}
        onRetry={query.refetch}
        offlineHint="Reconnect to see the latest WTB requests."
      />
    );
  }

  const requests = query.data.pages.flatMap((page) => page.wtbListings);
  if (requests.length === 0) return empty;
  return (
    <>
      <WtbCards requests={requests} label={label} />
      <LoadMore query={query} label="Loading more WTB listings" />
    </>
  );
}

function WtbCards({ requests, label }: { requests: WtbPage['wtbListings']; label: string }) {
  // On the first render the first screen's worth; then (and after each new page) all of them.
  const drawn = useDeferredValue(requests.length, Math.min(requests.length, FIRST_RENDER_CARDS));
  return (
    <ul aria-label={label} className={gridClasses}>
      {requests.map((wtb, index) => (
        <li key={wtb.id} className={index >= FIRST_RENDER_CARDS ? offScreen : undefined}>
          {index < drawn ? <WtbCard wtb={wtb} /> : <WtbCardSkeleton />}
        </li>
      ))}
    </ul>
  );
}
