import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ListingPage } from '@/shared/schemas/listing';
import { LoadError } from '@/client/components/ui/load-error';
import { LoadMore } from '@/client/components/ui/load-more';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';

/** A paginated listing grid with its loading, error and empty states; pages load as you scroll. */
export function ListingFeed({
  query,
  skeletonCount,
  label,
  empty,
  sellerActions = true,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListingPage>>;
  skeletonCount: number;
  label: string;
  empty: ReactNode;
  /**
   * Whether a seller sees the menu on their own cards here (docs/product.md, Profile page: own
   * profile only).
   */
  sellerActions?: boolean;
}) {
  if (query.isPending)
    return <ListingGridSkeleton count={skeletonCount} label="Loading listings" />;
  if (query.isError) {
    return (
      <LoadError
        title="Failed to load listings"
        error={query.error}
        onRetry={query.refetch}
        offlineHint="Reconnect to see the latest listings."
      />
    );
  }
  const listings = query.data.pages.flatMap((page) => page.listings);
  if (listings.length === 0) return empty;
  return (
    <>
      <ListingGrid listings={listings} label={label} sellerActions={sellerActions} />
      <LoadMore query={query} label="Loading more listings" />
    </>
  );
}
