import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

/** What a search box hands a text control of its own (see SearchBox's `renderInput`). */
export type SearchInputControl = {
  id: string;
  /** The query parameter the term goes in when the form is sent without the app (`q`). */
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Searches at once, e.g. for a picked suggestion. */
  onSearch: (term: string) => void;
  /** Room for the search icon and the clear button, as a class for the control's input. */
  className: string;
};

const inputLook = clsx(
  'h-10 w-full rounded-lg border border-zinc-300 bg-white pr-10 pl-9 text-sm text-zinc-900 placeholder:text-zinc-500',
  'focus-visible:border-zinc-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-zinc-900/15',
  '[&::-webkit-search-cancel-button]:appearance-none',
);

/**
 * A search field submitted with Enter, with a clear (X) button. It holds a draft while typing;
 * the committed term lives in the URL, so give it `key={term}` to reset the draft when that changes.
 * `renderInput` puts another text control in the plain input's place (one that suggests brands).
 * `action` is the page the term searches: a form sent before the app has taken over a page the
 * server drew (or without JavaScript) goes there as `?q=term`, the address the app would make.
 */
export function SearchBox({
  term,
  label,
  placeholder,
  onSearch,
  renderInput,
  action,
  className,
}: {
  term: string;
  action?: string;
  label: string;
  placeholder: string;
  onSearch: (term: string) => void;
  renderInput?: (control: SearchInputControl) => ReactNode;
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
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={submit}
      className={clsx('relative', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2 text-zinc-500"
      />
      {renderInput ? (
        renderInput({
          id: inputId,
          name: 'q',
          label,
          placeholder,
          value: draft,
          onChange: setDraft,
          onSearch: (picked) => onSearch(picked.trim()),
          className: '[&_input]:pr-10 [&_input]:pl-9',
        })
      ) : (
        <input
          id={inputId}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          className={inputLook}
        />
      )}
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
