import { useDeferredValue } from 'react';
import type { Listing } from '@/shared/schemas/listing';
import { ListingCard } from './listing-card';
import { ListingCardSkeleton } from './listing-card-skeleton';

/** The most cards a row holds (xl); those are in view on arrival at any width. */
const FIRST_ROW_CARDS = 5;

/**
 * Cards drawn in the render that shows the grid: a first screen at any width. The others follow in
 * a background render React can pause for input, with placeholders holding their place, so a
 * page of 48 cards arriving is not one long task (docs/performance.md, Lighthouse).
 */
const FIRST_RENDER_CARDS = 12;

/**
 * Cards past the first screen are laid out only when they come near the view: the browser skips
 * their style and layout on arrival (`content-visibility`), keeping a card's height meanwhile.
 */
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
  // On the first render the first screen's worth; then (and after each new page) all of them.
  const drawn = useDeferredValue(listings.length, Math.min(listings.length, FIRST_RENDER_CARDS));
  return (
    <ul aria-label={label} className={gridClasses}>
      {listings.map((listing, index) => (
        <li key={listing.id} className={index >= FIRST_RENDER_CARDS ? offScreen : undefined}>
          {index < drawn ? (
            <ListingCard
              listing={listing}
              sellerActions={sellerActions}
              firstRow={index < FIRST_ROW_CARDS}
            />
          ) : (
            <ListingCardSkeleton />
          )}
        </li>
      ))}
    </ul>
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
