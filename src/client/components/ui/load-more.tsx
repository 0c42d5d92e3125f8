import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useInfiniteScroll } from '@/client/lib/use-infinite-scroll';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * The end of a paginated list: an invisible sentinel that fetches the next page as it scrolls
 * into view, a spinner while it loads, and a retry button if that page failed.
 */
export function LoadMore({
  query,
  label,
}: {
  /** The list's infinite query (TanStack's UseInfiniteQueryResult has all of these). */
  query: Pick<
    UseInfiniteQueryResult,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
  >;
  /** What is loading, for screen readers: "Loading more listings". */
  label: string;
}) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError: isError, fetchNextPage } = query;
  // Re-armed after every page, so a sentinel still in view asks for the next page again.
  const sentinel = useInfiniteScroll<HTMLDivElement>({
    enabled: hasNextPage && !isFetchingNextPage && !isError,
    loadMore: () => void fetchNextPage(),
  });

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="flex min-h-16 items-center justify-center py-6">
      {isError ? (
        <div className="flex flex-col items-center gap-3 text-sm text-zinc-600">
          <p>Couldn&rsquo;t load more.</p>
          <Button variant="outline" size="sm" onClick={() => void fetchNextPage()}>
            Try Again
          </Button>
        </div>
      ) : (
        isFetchingNextPage && <Spinner label={label} />
      )}
    </div>
  );
}
