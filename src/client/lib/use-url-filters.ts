import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

const KEEP_NOTHING: readonly string[] = [];

/** `search` with the parameters named in `keep` copied from `current` in front (the tab stays). */
export function withKeptParams(search: string, current: string, keep: readonly string[]): string {
  if (keep.length === 0) return search;
  const from = new URLSearchParams(current);
  const next = new URLSearchParams();
  for (const name of keep) for (const value of from.getAll(name)) next.append(name, value);
  for (const [name, value] of new URLSearchParams(search)) {
    if (!keep.includes(name)) next.append(name, value);
  }
  return next.toString();
}

/**
 * A page's filters, read from and written to its address (docs/product.md, Filters): a shared
 * link opens the same results, each change is a history entry that Back undoes, and a reload
 * keeps them. `read` and `write` should be module-level functions (they key the memo); the
 * parameters named in `keep` are not filters (a profile's `tab`) and a change leaves them as
 * they are.
 */
export function useUrlFilters<F>(
  read: (search: string) => F,
  write: (filters: F) => string,
  keep: readonly string[] = KEEP_NOTHING,
): [F, (next: F) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => read(search), [read, search]);
  const setFilters = useCallback(
    (next: F) => {
      const nextSearch = withKeptParams(write(next), search, keep);
      // The same filters again would only add a history entry that Back seems to ignore.
      if (nextSearch === withKeptParams(write(read(search)), search, keep)) return;
      navigate(nextSearch ? `${path}?${nextSearch}` : path);
    },
    [navigate, path, read, search, write, keep],
  );
  return [filters, setFilters];
}
