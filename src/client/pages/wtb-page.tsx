import { Megaphone, SearchX } from 'lucide-react';
import { useLocation, useParams, useSearch } from 'wouter';
import { FeedHeading } from '@/client/components/feed-heading';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { SearchBox } from '@/client/components/ui/search-box';
import { useWtb } from '@/client/features/wtb/api/get-wtb';
import { useWtbListings } from '@/client/features/wtb/api/get-wtb-listings';
import { CreateWtbDialog } from '@/client/features/wtb/components/create-wtb-dialog';
import { WtbFeed } from '@/client/features/wtb/components/wtb-feed';
import { WtbFilterBar } from '@/client/features/wtb/components/wtb-filter-bar';
import { WtbRequestDialog } from '@/client/features/wtb/components/wtb-request-dialog';
import {
  clearWtbFilters,
  searchFromWtbFilters,
  wtbFiltersFromSearch,
  wtbNoMatchSentence,
} from '@/client/features/wtb/wtb-filters';
import { foundCount } from '@/client/lib/found-count';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useUrlFilters } from '@/client/lib/use-url-filters';
import { ApiError } from '@/client/lib/request';
import NotFoundPage from './not-found-page';

/**
 * docs/product.md, WTB board (/wtb) and Filters: open buy requests, searchable by title or brand
 * and filtered by brand, size and budget, all in the address (`/wtb?q=&brand=Nike&sort=budget_desc`).
 * At /wtb/{id} the board opens with that request's detail (docs/product.md, Sharing and search).
 */
export default function WtbPage() {
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [filters, setFilters] = useUrlFilters(wtbFiltersFromSearch, searchFromWtbFilters);
  const term = filters.q;
  const requests = useWtbListings(filters);
  const opened = useWtb(id);
  // A malformed id (400) names no request either.
  const missing = opened.error instanceof ApiError && [400, 404].includes(opened.error.status);
  useDocumentTitle(
    missing
      ? 'Page Not Found'
      : (opened.data?.title ?? (term ? `WTB search results for "${term}"` : 'Want to Buy')),
  );
  if (missing) return <NotFoundPage />;

  const loaded = requests.data?.pages.reduce((sum, page) => sum + page.wtbListings.length, 0) ?? 0;
  const noMatch = wtbNoMatchSentence(filters);
  const onlySearch = wtbNoMatchSentence({ ...filters, q: '' }) === null;

  const empty = noMatch ? (
    <EmptyState
      icon={SearchX}
      title="No WTB listings found"
      description={
        onlySearch ? "Try different keywords: a brand, or a word from the item's name." : noMatch
      }
      action={
        <Button
          variant="outline"
          onClick={() => setFilters(clearWtbFilters({ ...filters, q: '' }))}
        >
          {onlySearch ? 'Clear Search' : 'Clear all'}
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
            onSearch={(next) => setFilters({ ...filters, q: next })}
            action="/wtb"
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
          count={
            noMatch === null
              ? null
              : requests.isSuccess
                ? foundCount(loaded, requests.hasNextPage)
                : ''
          }
        />
        <WtbFilterBar filters={filters} onChange={setFilters} />
        <WtbFeed
          query={requests}
          label={term ? `WTB requests matching "${term}"` : 'All WTB requests'}
          empty={empty}
        />
      </div>
      {id && opened.data && (
        <WtbRequestDialog
          key={id}
          wtb={opened.data}
          onClose={() => navigate(search ? `/wtb?${search}` : '/wtb')}
        />
      )}
    </>
  );
}
