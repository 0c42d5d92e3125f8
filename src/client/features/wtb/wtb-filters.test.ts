import { describe, expect, it } from 'vitest';
import {
  clearWtbFilters,
  NO_WTB_FILTERS,
  searchFromWtbFilters,
  wtbFilterChips,
  wtbFiltersFromSearch,
  wtbNoMatchSentence,
  type WtbFilters,
} from './wtb-filters';

describe('WTB filters in the address', () => {
  it('round-trips every filter under the API names, defaults left out', () => {
    const filters: WtbFilters = {
      q: 'jacket',
      brand: ['Nike', 'Salomon'],
      size: ['9.5', 'OS'],
      minBudget: '100',
      maxBudget: '400.5',
      sort: 'budget_desc',
    };
    const search = searchFromWtbFilters(filters);
    expect(search).toBe(
      'q=jacket&brand=Nike&brand=Salomon&size=9.5&size=OS&minBudget=100&maxBudget=400.5&sort=budget_desc',
    );
    expect(wtbFiltersFromSearch(search)).toEqual(filters);
    expect(searchFromWtbFilters(NO_WTB_FILTERS)).toBe('');
    expect(wtbFiltersFromSearch('sort=newest')).toEqual(NO_WTB_FILTERS);
  });

  it('drops what the API would refuse', () => {
    expect(
      wtbFiltersFromSearch(
        'sort=price_asc&size=elevenchars&minBudget=-5&maxBudget=1e3&category=Tops',
      ),
    ).toEqual(NO_WTB_FILTERS);
    expect(wtbFiltersFromSearch('minBudget=500&maxBudget=100')).toEqual(NO_WTB_FILTERS);
  });
});

describe('WTB chips and the empty board', () => {
  const filters: WtbFilters = {
    ...NO_WTB_FILTERS,
    brand: ['Nike'],
    size: ['10'],
    minBudget: '100',
  };

  it('shows a chip per value and Clear all keeps the search and sort', () => {
    const chips = wtbFilterChips(filters);
    expect(chips.map((chip) => chip.label)).toEqual(['Nike', 'Size 10', 'Budget over $100']);
    expect(chips[2]!.without(filters)).toEqual({ ...filters, minBudget: '' });
    expect(clearWtbFilters({ ...filters, q: 'dunk', sort: 'budget_desc' })).toEqual({
      ...NO_WTB_FILTERS,
      q: 'dunk',
      sort: 'budget_desc',
    });
  });

  it('names the filters to loosen', () => {
    expect(wtbNoMatchSentence(filters)).toBe(
      'No WTB requests match Nike, size 10 and a budget over $100. Try removing a filter.',
    );
    expect(wtbNoMatchSentence({ ...NO_WTB_FILTERS, minBudget: '50', maxBudget: '80' })).toBe(
      'No WTB requests match a budget of $50 to $80. Try removing a filter.',
    );
    expect(wtbNoMatchSentence(NO_WTB_FILTERS)).toBeNull();
  });
});
