import { describe, expect, it } from 'vitest';
import { searchPlanFor } from './search-plan';

describe('searchPlanFor', () => {
  it('walks the sort order when a page turns up sooner than all matches could be read', () => {
    // A fifth of 100,000 listings: a page of 24 is about 120 rows into the walk.
    expect(searchPlanFor(20_000, 100_000, 24)).toBe('walk');
    // 20 of 100,000: the walk would read about 120,000 rows for a page; the index reads 20.
    expect(searchPlanFor(20, 100_000, 24)).toBe('index');
  });

  it('turns at √(limit × total) matches, lower as the page is smaller', () => {
    // √(24 × 1,000,000) ≈ 4,899.
    expect(searchPlanFor(4_898, 1_000_000, 24)).toBe('index');
    expect(searchPlanFor(4_899, 1_000_000, 24)).toBe('walk');
    expect(searchPlanFor(1_000, 1_000_000, 1)).toBe('walk');
  });

  it('uses the index when nothing matches, and walks an empty feed, which ends at once', () => {
    expect(searchPlanFor(0, 100_000, 24)).toBe('index');
    expect(searchPlanFor(0, 0, 24)).toBe('walk');
  });
});
