import { clsx } from 'clsx';

type Props = {
  /** h1 on Home (the page's main heading); h2 on the WTB board, under the board's own h1. */
  as: 'h1' | 'h2';
  className: string;
  /** The search term, or '' when not searching. */
  term: string;
  /** The heading when not searching. */
  title: string;
  /**
   * The found count ("1,234 listings", "3 listings found"), '' while it loads, or null where the
   * feed shows no count.
   */
  count: string | null;
};

/** A feed's heading: its title, or "Search results for …", with a live count under it. */
export function FeedHeading({ as: Heading, className, term, title, count }: Props) {
  return (
    <div className="mb-4">
      <Heading className={clsx('font-semibold tracking-tight break-words', className)}>
        {term ? `Search results for "${term}"` : title}
      </Heading>
      {/* Mounted before the count arrives, so screen readers announce it and each change. */}
      {count !== null && (
        <p className="mt-1 min-h-5 text-sm text-zinc-600" aria-live="polite">
          {count}
        </p>
      )}
    </div>
  );
}
