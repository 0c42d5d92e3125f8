import { BRAND_MAX, WTB_SIZE_MAX } from '@/shared/constants';
import { WTB_SORTS, type WtbSort } from '@/shared/wtb-sorts';
import {
  joinOr,
  noMatchSentence,
  rangePhrase,
  readChoice,
  readList,
  readRange,
  readTerm,
  textUpTo,
  valueChips,
  writeParams,
  type FilterChip,
} from '@/client/lib/url-filters';

/** docs/product.md, Filters: the WTB sort menu's words, in its order. */
export const WTB_SORT_LABELS: Record<WtbSort, string> = {
  newest: 'Newest',
  budget_desc: 'Highest budget',
};

/** The WTB board's search, filters and sort, as the address and GET /api/wtb-listings name them. */
export type WtbFilters = {
  q: string;
  brand: string[];
  size: string[];
  minBudget: string;
  maxBudget: string;
  sort: WtbSort;
};

export function wtbFiltersFromSearch(search: string): WtbFilters {
  const params = new URLSearchParams(search);
  const { min: minBudget, max: maxBudget } = readRange(params, 'minBudget', 'maxBudget');
  return {
    q: readTerm(params),
    brand: readList(params, 'brand', textUpTo(BRAND_MAX)),
    size: readList(params, 'size', textUpTo(WTB_SIZE_MAX)),
    minBudget,
    maxBudget,
    sort: readChoice(params, 'sort', WTB_SORTS, 'newest'),
  };
}

export const NO_WTB_FILTERS: WtbFilters = {
  q: '',
  brand: [],
  size: [],
  minBudget: '',
  maxBudget: '',
  sort: 'newest',
};

/** The query parameters of these filters; defaults are left out, so the plain board is `/wtb`. */
export function wtbFilterParams(filters: WtbFilters): URLSearchParams {
  const { sort, ...narrowing } = filters;
  return writeParams({ ...narrowing, sort: sort === 'newest' ? '' : sort });
}

export function searchFromWtbFilters(filters: WtbFilters): string {
  return wtbFilterParams(filters).toString();
}

/** The search and the sort kept, every filter removed. */
export function clearWtbFilters(filters: WtbFilters): WtbFilters {
  return { ...NO_WTB_FILTERS, q: filters.q, sort: filters.sort };
}

export function wtbFilterChips(filters: WtbFilters): FilterChip<WtbFilters>[] {
  const chips: FilterChip<WtbFilters>[] = [
    ...valueChips(filters, 'brand'),
    ...valueChips(filters, 'size', (size) => `Size ${size}`),
  ];
  const budget = rangePhrase(filters.minBudget, filters.maxBudget);
  if (budget) {
    chips.push({
      key: 'budget',
      label: `Budget ${budget}`,
      without: (f) => ({ ...f, minBudget: '', maxBudget: '' }),
    });
  }
  return chips;
}

/** "No WTB requests match Nike and a budget over $100. Try removing a filter.", or null. */
export function wtbNoMatchSentence(filters: WtbFilters): string | null {
  const budget = rangePhrase(filters.minBudget, filters.maxBudget);
  const phrases = [
    filters.q && `the search "${filters.q}"`,
    joinOr(filters.brand),
    filters.size.length > 0 && `size ${joinOr(filters.size)}`,
    budget && `a budget ${budget.startsWith('$') ? 'of ' : ''}${budget}`,
  ].filter((phrase): phrase is string => Boolean(phrase));
  return phrases.length > 0 ? noMatchSentence('WTB requests', phrases) : null;
}
