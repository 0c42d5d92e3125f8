import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

/**
 * A search field submitted with Enter, with a clear (X) button. It holds a draft while typing;
 * the committed term lives in the URL, so give it `key={term}` to reset the draft when that changes.
 */
export function SearchBox({
  term,
  label,
  placeholder,
  onSearch,
  className,
}: {
  term: string;
  label: string;
  placeholder: string;
  onSearch: (term: string) => void;
  className?: string;
}) {
  const [draft, setDraft] = useState(term);
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  function clear() {
    setDraft('');
    onSearch('');
  }

  return (
    <form role="search" onSubmit={submit} className={clsx('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
      />
      <input
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        className={clsx(
          'h-10 w-full rounded-lg border border-zinc-300 bg-white pr-10 pl-9 text-sm text-zinc-900 placeholder:text-zinc-500',
          'focus-visible:border-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-zinc-900/15',
          '[&::-webkit-search-cancel-button]:appearance-none',
        )}
      />
      {draft && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
