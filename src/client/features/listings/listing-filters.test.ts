import { describe, expect, it } from 'vitest';
import {
  activeListingFilterCount,
  clearListingFilters,
  filtersFromSearch,
  listingFilterChips,
  listingsNoMatchSentence,
  NO_LISTING_FILTERS,
  searchFromFilters,
  type ListingFilters,
} from './listing-filters';

const footwear: ListingFilters = {
  ...NO_LISTING_FILTERS,
  category: ['Footwear'],
  size: ['10'],
  maxPrice: '300',
};

describe('listing filters in the address', () => {
  it('reads nothing as the unfiltered newest feed, and writes it as an empty query', () => {
    expect(filtersFromSearch('')).toEqual(NO_LISTING_FILTERS);
    expect(searchFromFilters(NO_LISTING_FILTERS)).toBe('');
  });

  it('round-trips every filter, repeating repeatable values under the API names', () => {
    const filters: ListingFilters = {
      q: 'nike',
      category: ['Tops', 'Outerwear'],
      condition: ['New/Never worn', 'Gently used'],
      size: ['M', '10.5'],
      brand: ['Stüssy', 'Carhartt WIP'],
      minPrice: '25.50',
      maxPrice: '300',
      discounted: true,
      status: 'available',
      sort: 'price_asc',
    };
    const search = searchFromFilters(filters);
    expect(search).toBe(
      'q=nike&category=Tops&category=Outerwear&condition=New%2FNever+worn&condition=Gently+used' +
        '&size=M&size=10.5&brand=St%C3%BCssy&brand=Carhartt+WIP&minPrice=25.50&maxPrice=300' +
        '&discounted=true&status=available&sort=price_asc',
    );
    expect(filtersFromSearch(`?${search}`)).toEqual(filters);
  });

  it('writes the example link of the product page', () => {
    expect(searchFromFilters({ ...footwear, maxPrice: '', sort: 'price_asc' })).toBe(
      'category=Footwear&size=10&sort=price_asc',
    );
  });

  it('leaves defaults out: newest, all statuses, not only discounted', () => {
    expect(filtersFromSearch('sort=newest&status=all&discounted=false')).toEqual(
      NO_LISTING_FILTERS,
    );
    expect(searchFromFilters(filtersFromSearch('sort=newest&status=all&discounted=false'))).toBe(
      '',
    );
  });

  it('drops unknown values and parameters instead of failing', () => {
    const filters = filtersFromSearch(
      'category=Shoes&category=Footwear&condition=Mint&sort=cheapest&status=gone&utm_source=x' +
        '&size=waytoolong&size=&size=%20m%20&discounted=yes',
    );
    expect(filters).toEqual({ ...NO_LISTING_FILTERS, category: ['Footwear'], size: ['m'] });
  });

  it('keeps one of each value, sizes and brands compared without case', () => {
    const filters = filtersFromSearch(
      'size=m&size=M&brand=Nike&brand=nike&category=Tops&category=Tops',
    );
    expect(filters.size).toEqual(['m']);
    expect(filters.brand).toEqual(['Nike']);
    expect(filters.category).toEqual(['Tops']);
  });

  it('drops malformed prices and a range that cannot match', () => {
    expect(filtersFromSearch('minPrice=abc&maxPrice=1.234')).toMatchObject({
      minPrice: '',
      maxPrice: '',
    });
    expect(filtersFromSearch('minPrice=.5&maxPrice=10000001')).toMatchObject({
      minPrice: '.5',
      maxPrice: '',
    });
    expect(filtersFromSearch('minPrice=300&maxPrice=100')).toMatchObject({
      minPrice: '',
      maxPrice: '',
    });
  });

  it('takes the first value of a parameter that is not repeatable', () => {
    expect(filtersFromSearch('sort=price_desc&sort=price_asc').sort).toBe('price_desc');
  });
});

describe('listing filter chips', () => {
  it('shows one removable chip per value and counts them', () => {
    const filters: ListingFilters = {
      ...footwear,
      category: ['Footwear', 'Tops'],
      minPrice: '50',
      brand: ['Nike'],
      discounted: true,
      status: 'sold',
    };
    const chips = listingFilterChips(filters);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Footwear',
      'Tops',
      'Size 10',
      '$50 to $300',
      'Nike',
      'On sale',
      'Sold',
    ]);
    expect(activeListingFilterCount(filters)).toBe(7);
    expect(chips[0]!.without(filters).category).toEqual(['Tops']);
    expect(chips[3]!.without(filters)).toMatchObject({ minPrice: '', maxPrice: '' });
    expect(chips[6]!.without(filters).status).toBe('all');
  });

  it('does not count the search or the sort, and Clear all keeps them', () => {
    const filters = { ...footwear, q: 'nike', sort: 'price_asc' as const };
    expect(activeListingFilterCount({ ...NO_LISTING_FILTERS, q: 'nike' })).toBe(0);
    expect(clearListingFilters(filters)).toEqual({
      ...NO_LISTING_FILTERS,
      q: 'nike',
      sort: 'price_asc',
    });
  });

  it('returns "Recently reduced", a sort that narrows, to the default order on Clear all', () => {
    const reduced = { ...footwear, sort: 'recently_reduced' as const };
    expect(clearListingFilters(reduced)).toEqual(NO_LISTING_FILTERS);
  });
});

describe('the empty filtered feed', () => {
  it('names the filters to loosen', () => {
    expect(listingsNoMatchSentence(footwear)).toBe(
      'No listings match Footwear, size 10 and under $300. Try removing a filter.',
    );
    expect(
      listingsNoMatchSentence({
        ...NO_LISTING_FILTERS,
        q: 'acme',
        category: ['Tops', 'Bottoms', 'Outerwear'],
        condition: ['Used'],
        minPrice: '25.5',
        discounted: true,
        status: 'available',
      }),
    ).toBe(
      'No listings match the search "acme", Tops, Bottoms or Outerwear, used, over $25.50, on sale ' +
        'and available. Try removing a filter.',
    );
  });

  it('names "Recently reduced" among them: it shows reduced listings only', () => {
    expect(listingsNoMatchSentence({ ...NO_LISTING_FILTERS, sort: 'recently_reduced' })).toBe(
      'No listings match reduced in price. Try removing a filter.',
    );
  });

  it('has nothing to say about an unfiltered feed', () => {
    expect(listingsNoMatchSentence({ ...NO_LISTING_FILTERS, sort: 'price_desc' })).toBeNull();
  });
});
