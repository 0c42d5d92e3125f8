import { useLocation, useSearch } from 'wouter';

/** The search term lives in the URL (`?q=`), so a search is shareable and survives a reload. */
export function useSearchTerm(): string {
  const search = useSearch();
  return new URLSearchParams(search).get('q')?.trim() ?? '';
}

/** Which board a search box searches from the current path: WTB requests on /wtb, listings anywhere else. */
export function searchTargetFor(path: string): '/wtb' | '/' {
  return path === '/wtb' ? '/wtb' : '/';
}

/**
 * Navigates to a board with a search term, or without one when the term is empty. On the board
 * itself the filters and sort in the address stay (docs/product.md, Filters); from anywhere else
 * the search starts on the unfiltered board.
 */
export function useSubmitSearch(): (term: string, target?: '/' | '/wtb') => void {
  const [path, navigate] = useLocation();
  const search = useSearch();
  return (term, target = searchTargetFor(path)) => {
    const params = new URLSearchParams(path === target ? search : '');
    if (term.trim()) params.set('q', term.trim());
    else params.delete('q');
    const query = params.toString();
    navigate(query ? `${target}?${query}` : target);
  };
}
