import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WTB_SKELETON_CARDS } from '@/shared/constants';
import type { WtbPage } from '@/shared/schemas/wtb';
import { LoadError } from '@/client/components/ui/load-error';
import { LoadMore } from '@/client/components/ui/load-more';
import { WtbCard } from './wtb-card';
import { WtbCardSkeleton } from './wtb-card-skeleton';

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

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
      <ul aria-label={label} className={gridClasses}>
        {requests.map((wtb) => (
          <li key={wtb.id}>
            <WtbCard wtb={wtb} />
          </li>
        ))}
      </ul>
      <LoadMore query={query} label="Loading more WTB listings" />
    </>
  );
}
