import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '@/shared/constants';
import { itemCondition, productJsonLd } from './product-json-ld';

describe('itemCondition', () => {
  it('maps only never-worn items to new', () => {
    expect(CONDITIONS.map(itemCondition)).toEqual([
      'https://schema.org/NewCondition',
      'https://schema.org/UsedCondition',
      'https://schema.org/UsedCondition',
      'https://schema.org/UsedCondition',
    ]);
  });
});

describe('productJsonLd', () => {
  const product = {
    title: 'Dunk Low',
    description: null,
    brand: 'Nike',
    condition: 'Used' as const,
    price: '85.5',
    isSold: false,
    url: 'https://x.example/listing/1',
    imageUrls: [],
    seller: { username: 'kim', url: 'https://x.example/profile/kim' },
  };

  it('gives the price with two decimals in USD, and leaves out what is missing', () => {
    const data = productJsonLd(product) as Record<string, unknown>;
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
    expect(data.offers).toMatchObject({
      price: '85.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
  });

  it('says sold out once sold', () => {
    const data = productJsonLd({ ...product, isSold: true }) as { offers: object };
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });
});
