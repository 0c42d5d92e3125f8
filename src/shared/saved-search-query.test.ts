import { describe, expect, it } from 'vitest';
import { parseSavedQuery } from './saved-search-query';

const canonical = (query: string) => {
  const parsed = parseSavedQuery(query);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value.query;
};

describe('parseSavedQuery', () => {
  it('writes the same search the same way, whatever order and spelling it came in', () => {
    const one = canonical('?sort=price_asc&size=l&size=M&category=Tops&brand=Nike&brand=nike');
    const two = canonical('category=Tops&size=m&size=L&brand=nike&sort=price_asc');
    expect(one).toBe('category=Tops&size=L&size=M&brand=Nike&sort=price_asc');
    expect(two).toBe('category=Tops&size=L&size=M&brand=nike&sort=price_asc');
  });

  it('leaves out paging, unknown parameters and defaults, and shortens amounts', () => {
    expect(
      canonical('cursor=x&limit=5&utm=1&status=all&sort=newest&discounted=false&minPrice=25.50'),
    ).toBe('minPrice=25.5');
    expect(canonical('')).toBe('');
    expect(canonical('q=%20box%20logo%20&discounted=true&status=sold')).toBe(
      'q=box+logo&discounted=true&status=sold',
    );
  });

  it('orders categories and conditions as the filters list them', () => {
    expect(canonical('category=Footwear&category=Tops&condition=Used&condition=Gently+used')).toBe(
      'category=Tops&category=Footwear&condition=Gently+used&condition=Used',
    );
  });

  it('refuses what the feed refuses, with its message', () => {
    expect(parseSavedQuery('category=Hats')).toEqual({
      ok: false,
      message: 'category must be one of: Tops, Bottoms, Outerwear, Footwear, Accessories',
    });
    expect(parseSavedQuery('minPrice=9&maxPrice=5')).toEqual({
      ok: false,
      message: 'minPrice must not be above maxPrice',
    });
  });
});
