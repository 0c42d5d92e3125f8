import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A page's filters, read from and written to its address (docs/product.md, Filters): a shared
 * link opens the same results, each change is a history entry that Back undoes, and a reload
 * keeps them. `read` and `write` should be module-level functions (they key the memo).
 */
export function useUrlFilters<F>(
  read: (search: string) => F,
  write: (filters: F) => string,
): [F, (next: F) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = useMemo(() => read(search), [read, search]);
  const setFilters = useCallback(
    (next: F) => {
      const nextSearch = write(next);
      // The same filters again would only add a history entry that Back seems to ignore.
      if (nextSearch === write(read(search))) return;
      navigate(nextSearch ? `${path}?${nextSearch}` : path);
    },
    [navigate, path, read, search, write],
  );
  return [filters, setFilters];
}
