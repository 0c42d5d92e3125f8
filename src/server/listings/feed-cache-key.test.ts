import { describe, expect, it } from 'vitest';
import { listingsQuerySchema } from '@/shared/schemas/listing-filters';
import { feedCacheKey } from './feed-cache-key';

const keyOf = (query: Record<string, unknown>) => feedCacheKey(listingsQuerySchema.parse(query));

describe('feedCacheKey', () => {
  it('is one key for one page however its parameters are written', () => {
    expect(keyOf({ size: ['M', 'l'], category: ['Tops', 'Footwear'] })).toBe(
      keyOf({
        category: ['Footwear', 'Tops'],
        size: ['L', ' m', 'M'],
        sort: 'newest',
        limit: '48',
      }),
    );
  });

  it('differs for every parameter that shapes the page', () => {
    const base = keyOf({});
    for (const query of [
      { q: 'nike' },
      { category: 'Tops' },
      { condition: 'Used' },
      { size: 'M' },
      { brand: 'Nike' },
      { minPrice: '1' },
      { maxPrice: '1' },
      { discounted: 'true' },
      { status: 'sold' },
      { sort: 'price_asc' },
      { limit: '10' },
    ]) {
      expect(keyOf(query), JSON.stringify(query)).not.toBe(base);
    }
  });
});
