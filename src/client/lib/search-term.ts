import { useLocation, useSearch } from 'wouter';
import { withQuery } from './request';

/** The search term lives in the URL (`?q=`), so a search is shareable and survives a reload. */
export function useSearchTerm(): string {
  const search = useSearch();
  return new URLSearchParams(search).get('q')?.trim() ?? '';
}

/** Which board a search box searches from the current path: WTB requests on /wtb, listings anywhere else. */
export function searchTargetFor(path: string): '/wtb' | '/' {
  return path === '/wtb' ? '/wtb' : '/';
}

/** Navigates to a board with a search term, or to the unfiltered board when the term is empty. */
export function useSubmitSearch(): (term: string, target?: '/' | '/wtb') => void {
  const [path, navigate] = useLocation();
  return (term, target = searchTargetFor(path)) => navigate(withQuery(target, { q: term.trim() }));
}
