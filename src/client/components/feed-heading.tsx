import { clsx } from 'clsx';
import { foundCount } from '@/client/lib/found-count';

type Props = {
  /** h1 on Home (the page's main heading); h2 on the WTB board, under the board's own h1. */
  as: 'h1' | 'h2';
  className: string;
  /** The search term, or '' when not searching. */
  term: string;
  /** The heading when not searching. */
  title: string;
  /** What has loaded so far; undefined until the first page has arrived. */
  found: { loaded: number; hasMore: boolean } | undefined;
};

/** A feed's heading: its title, or "Search results for …" with a live count while searching. */
export function FeedHeading({ as: Heading, className, term, title, found }: Props) {
  return (
    <div className="mb-6">
      <Heading className={clsx('font-semibold tracking-tight break-words', className)}>
        {term ? `Search results for "${term}"` : title}
      </Heading>
      {/* Mounted before the count arrives, so screen readers announce it. */}
      {term && (
        <p className="mt-1 min-h-5 text-sm text-zinc-600" aria-live="polite">
          {found ? foundCount(found.loaded, found.hasMore) : ''}
        </p>
      )}
    </div>
  );
}
