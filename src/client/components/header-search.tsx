import { useLocation } from 'wouter';
import { searchTargetFor, useSearchTerm, useSubmitSearch } from '@/client/lib/search-term';
import { brandSearchInput } from './brand-search-input';
import { SearchBox } from './ui/search-box';

/**
 * The desktop header search: brands on every page, with brand suggestions, and WTB requests on
 * /wtb (docs/product.md, Header).
 */
export function HeaderSearch({ className }: { className?: string }) {
  const [path] = useLocation();
  const urlTerm = useSearchTerm();
  const submitSearch = useSubmitSearch();
  const target = searchTargetFor(path);
  // Only the board being searched shows its term; a listing or profile page starts empty.
  const term = path === target ? urlTerm : '';
  const isWtb = target === '/wtb';

  return (
    <SearchBox
      key={`${target}:${term}`}
      term={term}
      label={isWtb ? 'Search WTB requests by title or brand' : 'Search listings by brand'}
      placeholder={isWtb ? 'Search WTB requests...' : 'Search brands...'}
      onSearch={(next) => submitSearch(next, target)}
      action={target}
      renderInput={isWtb ? undefined : brandSearchInput}
      className={className}
    />
  );
}
