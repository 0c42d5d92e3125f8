import { describe, expect, it } from 'vitest';
import { keysHolding, readableByBrand, searchPlanFor, walkOrRead } from './search-plan';

describe('walkOrRead', () => {
  it('walks the order when a page turns up sooner than every match could be read', () => {
    // A fifth of 100,000 listings: a page of 24 is about 120 rows into the walk.
    expect(walkOrRead(20_000, 100_000, 24)).toBe('walk');
    // 20 of 100,000: the walk would read about 120,000 rows for a page; reading takes 20.
    expect(walkOrRead(20, 100_000, 24)).toBe('index');
  });

  it('turns at √(limit × total) matches, lower as the page is smaller', () => {
    // √(24 × 1,000,000) ≈ 4,899.
    expect(walkOrRead(4_898, 1_000_000, 24)).toBe('index');
    expect(walkOrRead(4_899, 1_000_000, 24)).toBe('walk');
    expect(walkOrRead(1_000, 1_000_000, 1)).toBe('walk');
  });

  it('reads when nothing matches, and walks an empty table, which ends at once', () => {
    expect(walkOrRead(0, 100_000, 24)).toBe('index');
    expect(walkOrRead(0, 0, 24)).toBe('walk');
  });
});

describe('searchPlanFor', () => {
  const page = { total: 1_000_000, limit: 48 };

  it('reads a common text held by one brand brand by brand, newest first: one page of it', () => {
    // Nike: a sixth of the listings. Its own index gives 48 rows; the walk about 288.
    const nike = { ...page, matches: 170_000, brands: 1 };
    expect(searchPlanFor({ ...nike, newestFirst: true })).toBe('index');
    // By price, each brand's listings would all be read and sorted: the walk is cheaper.
    expect(searchPlanFor({ ...nike, newestFirst: false })).toBe('walk');
  });

  it('walks a text held by many brands, whose pages would add up', () => {
    // 30 brands, 90% of the listings: 30 pages of 48 against a walk of about 53 rows.
    const common = { ...page, matches: 900_000, brands: 30, newestFirst: true };
    expect(searchPlanFor(common)).toBe('walk');
  });

  it('reads a rare text in any order, as many matches as there are', () => {
    const rare = { ...page, matches: 200, brands: 1 };
    expect(searchPlanFor({ ...rare, newestFirst: true })).toBe('index');
    expect(searchPlanFor({ ...rare, newestFirst: false })).toBe('index');
    expect(searchPlanFor({ ...page, matches: 0, brands: 0, newestFirst: false })).toBe('index');
  });

  it('walks an empty table', () => {
    expect(searchPlanFor({ matches: 0, brands: 0, total: 0, limit: 48, newestFirst: true })).toBe(
      'walk',
    );
  });
});

describe('readableByBrand', () => {
  it('reads brand by brand a text with a letter or a digit in any script', () => {
    for (const text of ['nike', 'a.p.c', 'ÇON', '424', 'ア', ' x ']) {
      expect(readableByBrand(text), text).toBe(true);
    }
  });

  it('walks a text of spaces and punctuation only, whose brand key would be empty', () => {
    for (const text of ["'", '%%', ' - ', '_', '&.'])
      expect(readableByBrand(text), text).toBe(false);
  });
});

describe('keysHolding', () => {
  const keys = ['nike', 'supreme', 'stussy', 'kapital', 'acnestudios'];

  it('names the brand keys that hold the text key', () => {
    expect(keysHolding(keys, 'nike')).toEqual(['nike']);
    expect(keysHolding(keys, 'pit')).toEqual(['kapital']);
    expect(keysHolding(keys, 's')).toEqual(['supreme', 'stussy', 'acnestudios']);
  });

  it('names none when no brand key holds it', () => {
    expect(keysHolding(keys, 'balenciaga')).toEqual([]);
    expect(keysHolding([], 'nike')).toEqual([]);
  });
});
