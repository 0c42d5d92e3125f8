import {
  BRAND_MAX,
  CATEGORIES,
  CONDITIONS,
  LISTING_SIZE_MAX,
  type Category,
  type Condition,
} from '@/shared/constants';
import {
  LISTING_SORTS,
  LISTING_STATUSES,
  type ListingSort,
  type ListingStatus,
} from '@/shared/listing-sorts';
import {
  capitalize,
  joinOr,
  noMatchSentence,
  oneOf,
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

/** docs/product.md, Filters: the sort menu's words, in its order. */
export const LISTING_SORT_LABELS: Record<ListingSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  recently_reduced: 'Recently reduced',
};

export type ListingStatusFilter = ListingStatus;

/** The sizes offered as one-click choices; any other size can be typed. */
export const COMMON_SIZES = [
  'XS',
  'S',
  'M',
  'L',
  'XL',
  'XXL',
  '28',
  '30',
  '32',
  '34',
  '8',
  '9',
  '10',
  '11',
  '12',
];

/** A listing feed's search, filters and sort, as the address and GET /api/listings name them. */
export type ListingFilters = {
  q: string;
  category: Category[];
  condition: Condition[];
  size: string[];
  brand: string[];
  minPrice: string;
  maxPrice: string;
  discounted: boolean;
  status: ListingStatusFilter;
  sort: ListingSort;
};

export const NO_LISTING_FILTERS: ListingFilters = {
  q: '',
  category: [],
  condition: [],
  size: [],
  brand: [],
  minPrice: '',
  maxPrice: '',
  discounted: false,
  status: 'all',
  sort: 'newest',
};

export function filtersFromSearch(search: string): ListingFilters {
  const params = new URLSearchParams(search);
  const price = readRange(params, 'minPrice', 'maxPrice');
  return {
    q: readTerm(params),
    category: readList(params, 'category', oneOf(CATEGORIES)),
    condition: readList(params, 'condition', oneOf(CONDITIONS)),
    size: readList(params, 'size', textUpTo(LISTING_SIZE_MAX)),
    brand: readList(params, 'brand', textUpTo(BRAND_MAX)),
    minPrice: price.min,
    maxPrice: price.max,
    discounted: params.get('discounted') === 'true',
    status: readChoice(params, 'status', LISTING_STATUSES, 'all'),
    sort: readChoice(params, 'sort', LISTING_SORTS, 'newest'),
  };
}

/** The query parameters of these filters; defaults are left out, so an unfiltered feed is `/`. */
export function listingFilterParams(filters: ListingFilters): URLSearchParams {
  return writeParams({
    q: filters.q,
    category: filters.category,
    condition: filters.condition,
    size: filters.size,
    brand: filters.brand,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    discounted: filters.discounted ? 'true' : '',
    status: filters.status === 'all' ? '' : filters.status,
    sort: filters.sort === 'newest' ? '' : filters.sort,
  });
}

export function searchFromFilters(filters: ListingFilters): string {
  return listingFilterParams(filters).toString();
}

/** How many filters narrow the feed (the search and the sort are not counted). */
export function activeListingFilterCount(filters: ListingFilters): number {
  return listingFilterChips(filters).length;
}

/**
 * The search and the sort kept, every filter removed. "Recently reduced" is a sort that also
 * narrows (to listings reduced at least once), so clearing returns it to the default order.
 */
export function clearListingFilters(filters: ListingFilters): ListingFilters {
  const sort = filters.sort === 'recently_reduced' ? NO_LISTING_FILTERS.sort : filters.sort;
  return { ...NO_LISTING_FILTERS, q: filters.q, sort };
}

const STATUS_WORDS: Record<ListingStatusFilter, string> = {
  all: '',
  available: 'available',
  sold: 'sold',
};

/** One chip per value, in the order of the filter bar. */
export function listingFilterChips(filters: ListingFilters): FilterChip<ListingFilters>[] {
  const chips: FilterChip<ListingFilters>[] = [
    ...valueChips(filters, 'category'),
    ...valueChips(filters, 'size', (size) => `Size ${size}`),
    ...valueChips(filters, 'condition'),
  ];
  const price = rangePhrase(filters.minPrice, filters.maxPrice);
  if (price) {
    chips.push({
      key: 'price',
      label: capitalize(price),
      without: (f) => ({ ...f, minPrice: '', maxPrice: '' }),
    });
  }
  chips.push(...valueChips(filters, 'brand'));
  if (filters.discounted) {
    chips.push({
      key: 'discounted',
      label: 'On sale',
      without: (f) => ({ ...f, discounted: false }),
    });
  }
  if (filters.status !== 'all') {
    chips.push({
      key: 'status',
      label: capitalize(STATUS_WORDS[filters.status]),
      without: (f) => ({ ...f, status: 'all' }),
    });
  }
  return chips;
}

/**
 * "No listings match Footwear, size 10 and under $300. Try removing a filter.", or null when
 * nothing narrows the feed (then the feed is simply empty).
 */
export function listingsNoMatchSentence(filters: ListingFilters): string | null {
  const phrases = [
    filters.q && `the search "${filters.q}"`,
    joinOr(filters.category),
    filters.size.length > 0 && `size ${joinOr(filters.size)}`,
    joinOr(filters.condition.map((condition) => condition.toLowerCase())),
    rangePhrase(filters.minPrice, filters.maxPrice),
    joinOr(filters.brand),
    filters.discounted && 'on sale',
    filters.sort === 'recently_reduced' && 'reduced in price',
    STATUS_WORDS[filters.status],
  ].filter((phrase): phrase is string => Boolean(phrase));
  return phrases.length > 0 ? noMatchSentence('listings', phrases) : null;
}

/**
 * A feed's search, filters and sort in a few words, as a saved search shows them (docs/product.md,
 * Saved searches): `"nike" · Footwear · Size 10 · Under $300 · Price: low to high`, or
 * "All listings" when nothing narrows or orders the feed.
 */
export function listingFiltersSummary(filters: ListingFilters): string {
  const parts = [
    ...(filters.q ? [`“${filters.q}”`] : []),
    ...listingFilterChips(filters).map((chip) => chip.label),
    ...(filters.sort === 'newest' ? [] : [LISTING_SORT_LABELS[filters.sort]]),
  ];
  return parts.length > 0 ? parts.join(' · ') : 'All listings';
}
