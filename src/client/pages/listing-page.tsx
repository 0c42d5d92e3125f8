import { useParams } from 'wouter';
import { PageSpinner } from '@/client/components/ui/spinner';
import { useListing } from '@/client/features/listings/api/get-listing';
import { ListingDetails } from '@/client/features/listings/components/listing-details';
import {
  ListingLoadError,
  ListingNotFound,
} from '@/client/features/listings/components/listing-unavailable';
import { ApiError } from '@/client/lib/request';
import { useDocumentTitle } from '@/client/lib/use-document-title';

/** A malformed id (400) names no listing either, so it gets the not-found view too. */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** docs/product.md, Listing detail page (/listing/{id}), opened from cards in a new tab. */
export default function ListingPage() {
  const { id } = useParams<{ id: string }>();
  const listing = useListing(id);
  const missing = listing.isError && isMissing(listing.error);
  useDocumentTitle(
    listing.data?.title ??
      (missing ? 'Listing Not Found' : listing.isError ? 'Error Loading Listing' : null),
  );

  if (listing.isPending) return <PageSpinner label="Loading listing" />;
  if (listing.isError) {
    return missing ? <ListingNotFound /> : <ListingLoadError onRetry={listing.refetch} />;
  }
  return <ListingDetails listing={listing.data} />;
}
