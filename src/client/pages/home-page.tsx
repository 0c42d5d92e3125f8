import { PackageOpen, SearchX } from 'lucide-react';
import { HOME_SKELETON_CARDS } from '@/shared/constants';
import { FeedHeading } from '@/client/components/feed-heading';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { brandSearchInput } from '@/client/components/brand-search-input';
import { SearchBox } from '@/client/components/ui/search-box';
import { useListings } from '@/client/features/listings/api/get-listings';
import { ListingFeed } from '@/client/features/listings/components/listing-feed';
import { useAuth } from '@/client/lib/auth';
import { useSearchTerm, useSubmitSearch } from '@/client/lib/search-term';
import { useShellActions } from '@/client/lib/shell-actions';
import { useDocumentTitle } from '@/client/lib/use-document-title';

/** docs/product.md, Home page: all listings, or a brand search kept in the URL as `/?q=`. */
export default function HomePage() {
  const term = useSearchTerm();
  const submitSearch = useSubmitSearch();
  const { user } = useAuth();
  const { openCreateListing } = useShellActions();
  const listings = useListings(term);
  useDocumentTitle(term ? `Search results for "${term}"` : null);

  const loaded = listings.data?.pages.reduce((sum, page) => sum + page.listings.length, 0) ?? 0;
  const clearSearch = () => submitSearch('', '/');

  const empty = term ? (
    <EmptyState
      icon={SearchX}
      title="No listings found"
      description={`No listings from a brand matching "${term}". Check the spelling or try another brand.`}
      action={<Button onClick={clearSearch}>Clear Search</Button>}
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
          onSearch={(next) => submitSearch(next, '/')}
          renderInput={brandSearchInput}
        />
      </div>

      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <FeedHeading
          as="h1"
          className="text-2xl sm:text-3xl"
          term={term}
          title="All Listings"
          found={listings.isSuccess ? { loaded, hasMore: listings.hasNextPage } : undefined}
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
