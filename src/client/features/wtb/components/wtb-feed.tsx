import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { WTB_SKELETON_CARDS } from '@/shared/constants';
import type { WtbPage } from '@/shared/schemas/wtb';
import { DeferredCardList } from '@/client/components/ui/deferred-card-list';
import { LoadError } from '@/client/components/ui/load-error';
import { LoadMore } from '@/client/components/ui/load-more';
import { WtbCard } from './wtb-card';
import { WtbCardSkeleton } from './wtb-card-skeleton';

const gridClasses = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Drawn in the render that shows the board (DeferredCardList): a first screen at any width. */
const FIRST_RENDER_CARDS = 8;

/** A card's usual height, kept by cards past the first screen until they are laid out. */
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
      <DeferredCardList
        items={requests}
        label={label}
        className={gridClasses}
        firstRender={FIRST_RENDER_CARDS}
        offScreenClass={offScreen}
        card={(wtb) => <WtbCard wtb={wtb} />}
        placeholder={<WtbCardSkeleton />}
      />
      <LoadMore query={query} label="Loading more WTB listings" />
    </>
  );
}
