import { BookmarkPlus } from 'lucide-react';
import { Redirect } from 'wouter';
import { EmptyState } from '@/client/components/ui/empty-state';
import { LoadError } from '@/client/components/ui/load-error';
import { PageSpinner } from '@/client/components/ui/spinner';
import {
  filtersFromSearch,
  listingFiltersSummary,
} from '@/client/features/listings/listing-filters';
import { useSavedSearches } from '@/client/features/saved-searches/api/get-saved-searches';
import { SavedSearchList } from '@/client/features/saved-searches/components/saved-search-list';
import { useAuth } from '@/client/lib/auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';

const describe = (query: string) => listingFiltersSummary(filtersFromSearch(query));

function SavedSearches() {
  const searches = useSavedSearches();
  if (searches.isPending) return <PageSpinner label="Loading saved searches" />;
  if (searches.isError) {
    return (
      <LoadError
        title="Could not load your saved searches"
        error={searches.error}
        onRetry={searches.refetch}
      />
    );
  }
  if (searches.data.savedSearches.length === 0) {
    return (
      <EmptyState
        icon={BookmarkPlus}
        title="No saved searches yet"
        description="Filter the listings on the home page, then choose Save search. New listings that fit it are announced in your notifications."
      />
    );
  }
  return <SavedSearchList searches={searches.data.savedSearches} describe={describe} />;
}

/** docs/product.md, Saved searches page: signed in only; visitors go to the sign-in page. */
export default function SavedSearchesPage() {
  const { user } = useAuth();
  useDocumentTitle('Saved searches');
  if (!user) return <Redirect to="/login" />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">Saved searches</h1>
      <SavedSearches />
    </div>
  );
}
