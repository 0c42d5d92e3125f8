import { Megaphone, SearchX } from 'lucide-react';
import { FeedHeading } from '@/client/components/feed-heading';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { SearchBox } from '@/client/components/ui/search-box';
import { useWtbListings } from '@/client/features/wtb/api/get-wtb-listings';
import { CreateWtbDialog } from '@/client/features/wtb/components/create-wtb-dialog';
import { WtbFeed } from '@/client/features/wtb/components/wtb-feed';
import { useSearchTerm, useSubmitSearch } from '@/client/lib/search-term';
import { useDocumentTitle } from '@/client/lib/use-document-title';

/**
 * docs/product.md, WTB board (/wtb): open buy requests, searchable by title or brand as `/wtb?q=`.
 */
export default function WtbPage() {
  const term = useSearchTerm();
  const submitSearch = useSubmitSearch();
  const requests = useWtbListings(term);
  useDocumentTitle(term ? `WTB search results for "${term}"` : 'Want to Buy');

  const loaded = requests.data?.pages.reduce((sum, page) => sum + page.wtbListings.length, 0) ?? 0;

  const empty = term ? (
    <EmptyState
      icon={SearchX}
      title="No WTB listings found"
      description="Try different keywords: a brand, or a word from the item's name."
      action={
        <Button variant="outline" onClick={() => submitSearch('', '/wtb')}>
          Clear Search
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={Megaphone}
      title="No WTB listings yet"
      description="Be the first to post what you're looking for!"
    />
  );

  return (
    <>
      <div className="border-b border-zinc-200 bg-zinc-50">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Want to Buy</h1>
              <p className="mt-2 text-zinc-600">
                Browse requests from buyers looking for specific items
              </p>
            </div>
            {/* Signed-in users only; it renders nothing for visitors. */}
            <CreateWtbDialog className="self-start sm:self-auto" />
          </div>
          {/* The header search is desktop-only; under 768 px this one searches the board. */}
          <SearchBox
            key={term}
            term={term}
            label="Search WTB requests by title or brand"
            placeholder="Search WTB requests..."
            onSearch={(next) => submitSearch(next, '/wtb')}
            className="mt-5 md:hidden"
          />
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <FeedHeading
          as="h2"
          className="text-xl"
          term={term}
          title="All WTB Listings"
          found={requests.isSuccess ? { loaded, hasMore: requests.hasNextPage } : undefined}
        />
        <WtbFeed
          query={requests}
          label={term ? `WTB requests matching "${term}"` : 'All WTB requests'}
          empty={empty}
        />
      </div>
    </>
  );
}
