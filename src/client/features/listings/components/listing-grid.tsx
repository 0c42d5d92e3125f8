import type { Listing } from '@/shared/schemas/listing';
import { DeferredCardList } from '@/client/components/ui/deferred-card-list';
import { ListingCard } from './listing-card';
import { ListingCardSkeleton } from './listing-card-skeleton';

/** The most cards a row holds (xl); those are in view on arrival at any width. */
const FIRST_ROW_CARDS = 5;

/** Drawn in the render that shows the grid (DeferredCardList): a first screen at any width. */
const FIRST_RENDER_CARDS = 12;

/** A card's usual height, kept by cards past the first screen until they are laid out. */
const offScreen = '[content-visibility:auto] [contain-intrinsic-size:auto_22rem]';

const gridClasses =
  'grid grid-cols-2 gap-x-3 gap-y-8 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-4 xl:grid-cols-5';

/**
 * The image-first grid of 2 to 5 columns (docs/product.md, Home page). `sellerActions: false` hides
 * the seller's card menu (a profile shows it only to its owner).
 */
export function ListingGrid({
  listings,
  label,
  sellerActions = true,
}: {
  listings: Listing[];
  label: string;
  sellerActions?: boolean;
}) {
  return (
    <DeferredCardList
      items={listings}
      label={label}
      className={gridClasses}
      firstRender={FIRST_RENDER_CARDS}
      offScreenClass={offScreen}
      card={(listing, index) => (
        <ListingCard
          listing={listing}
          sellerActions={sellerActions}
          firstRow={index < FIRST_ROW_CARDS}
        />
      )}
      placeholder={<ListingCardSkeleton />}
    />
  );
}

export function ListingGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={gridClasses}>
      {Array.from({ length: count }, (_, index) => (
        <ListingCardSkeleton key={index} />
      ))}
    </div>
  );
}
