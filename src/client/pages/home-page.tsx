import { PackageOpen, SearchX } from 'lucide-react';
import { HOME_SKELETON_CARDS } from '@/shared/constants';
import { FeedHeading } from '@/client/components/feed-heading';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { brandSearchInput } from '@/client/components/brand-search-input';
import { SearchBox } from '@/client/components/ui/search-box';
import { useListingCount } from '@/client/features/listings/api/get-listing-count';
import { useListings } from '@/client/features/listings/api/get-listings';
import { ListingFeed } from '@/client/features/listings/components/listing-feed';
import { ListingFilterBar } from '@/client/features/listings/components/listing-filter-bar';
import { SaveSearchButton } from '@/client/features/saved-searches/components/save-search-button';
import {
  clearListingFilters,
  filtersFromSearch,
  listingFiltersSummary,
  listingsNoMatchSentence,
  searchFromFilters,
} from '@/client/features/listings/listing-filters';
import { useAuth } from '@/client/lib/auth';
import { exactCount, foundCount } from '@/client/lib/found-count';
import { useShellActions } from '@/client/lib/shell-actions';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useUrlFilters } from '@/client/lib/use-url-filters';

/**
 * docs/product.md, Home page and Filters: all listings, narrowed by a brand search, filters and a
 * sort that all live in the address (`/?q=nike&category=Footwear&sort=price_asc`).
 */
export default function HomePage() {
  const [filters, setFilters] = useUrlFilters(filtersFromSearch, searchFromFilters);
  const term = filters.q;
  const { user } = useAuth();
  const { openCreateListing } = useShellActions();
  const listings = useListings(filters);
  const count = useListingCount(filters);
  useDocumentTitle(term ? `Search results for "${term}"` : null);

  const noMatch = listingsNoMatchSentence(filters);
  const loaded = listings.data?.pages.reduce((sum, page) => sum + page.listings.length, 0) ?? 0;
  // The exact count once it has arrived; until then what has loaded, as a floor.
  const countText = count.isSuccess
    ? exactCount(count.data, noMatch !== null)
    : listings.isSuccess && noMatch !== null
      ? foundCount(loaded, listings.hasNextPage)
      : '';
  const onlySearch = listingsNoMatchSentence({ ...filters, q: '' }) === null;
  const clearAll = () => setFilters(clearListingFilters({ ...filters, q: '' }));

  const empty = noMatch ? (
    <EmptyState
      icon={SearchX}
      title="No listings found"
      description={noMatch}
      action={<Button onClick={clearAll}>{onlySearch ? 'Clear Search' : 'Clear all'}</Button>}
    />
  ) : (
    <EmptyState
      icon={PackageOpen}
      title="No listings found"
      description="Nothing is for sale right now. New listings show up here as soon as they are posted."
      action={
        user &&
        openCreateListing && <Button onClick={openCreateListing}>Create Your First Listing</Button>
      }
    />
  );

  return (
    <>
      {/* The header search is desktop-only; under 768 px this section takes its place. */}
      <div className="border-b border-zinc-200 bg-zinc-50 px-4 py-3 md:hidden">
        <SearchBox
          key={term}
          term={term}
          label="Search listings by brand"
          placeholder="Search brands..."
          onSearch={(next) => setFilters({ ...filters, q: next })}
          action="/"
          renderInput={brandSearchInput}
        />
      </div>

      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <FeedHeading
          as="h1"
          className="text-2xl sm:text-3xl"
          term={term}
          title="All Listings"
          count={countText}
        />
        <ListingFilterBar
          filters={filters}
          onChange={setFilters}
          action={
            <SaveSearchButton
              query={searchFromFilters(filters)}
              defaultName={listingFiltersSummary(filters)}
            />
          }
        />
        <ListingFeed
          query={listings}
          skeletonCount={HOME_SKELETON_CARDS}
          label={term ? `Listings matching "${term}"` : 'All listings'}
          empty={empty}
        />
      </div>
    </>
  );
}
