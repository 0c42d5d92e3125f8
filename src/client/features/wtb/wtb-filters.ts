import { BRAND_MAX, WTB_SIZE_MAX } from '@/shared/constants';
import {
  appendAll,
  joinOr,
  noMatchSentence,
  rangePhrase,
  readChoice,
  readList,
  readRange,
  textUpTo,
  withoutValue,
  type FilterChip,
} from '@/client/lib/url-filters';

/** docs/product.md, Filters: the WTB board's sorts, in the order the sort menu shows them. */
export const WTB_SORTS = ['newest', 'budget_desc'] as const;
export type WtbSort = (typeof WTB_SORTS)[number];
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

export const NO_WTB_FILTERS: WtbFilters = {
  q: '',
  brand: [],
  size: [],
  minBudget: '',
  maxBudget: '',
  sort: 'newest',
};

export function wtbFiltersFromSearch(search: string): WtbFilters {
  const params = new URLSearchParams(search);
  const budget = readRange(params, 'minBudget', 'maxBudget');
  return {
    q: params.get('q')?.trim().slice(0, 100) ?? '',
    brand: readList(params, 'brand', textUpTo(BRAND_MAX)),
    size: readList(params, 'size', textUpTo(WTB_SIZE_MAX)),
    minBudget: budget.min,
    maxBudget: budget.max,
    sort: readChoice(params, 'sort', WTB_SORTS, 'newest'),
  };
}

/** The query parameters of these filters; defaults are left out, so the plain board is `/wtb`. */
export function wtbFilterParams(filters: WtbFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  appendAll(params, 'brand', filters.brand);
  appendAll(params, 'size', filters.size);
  if (filters.minBudget) params.set('minBudget', filters.minBudget);
  if (filters.maxBudget) params.set('maxBudget', filters.maxBudget);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

export function searchFromWtbFilters(filters: WtbFilters): string {
  return wtbFilterParams(filters).toString();
}

/** The search and the sort kept, every filter removed. */
export function clearWtbFilters(filters: WtbFilters): WtbFilters {
  return { ...NO_WTB_FILTERS, q: filters.q, sort: filters.sort };
}

export function wtbFilterChips(filters: WtbFilters): FilterChip<WtbFilters>[] {
  const chips: FilterChip<WtbFilters>[] = [];
  for (const brand of filters.brand) {
    chips.push({
      key: `brand:${brand}`,
      label: brand,
      without: (f) => ({ ...f, brand: withoutValue(f.brand, brand) }),
    });
  }
  for (const size of filters.size) {
    chips.push({
      key: `size:${size}`,
      label: `Size ${size}`,
      without: (f) => ({ ...f, size: withoutValue(f.size, size) }),
    });
  }
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
