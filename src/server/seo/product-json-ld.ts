import type { Condition } from '@/shared/constants';

export type ProductFacts = {
  title: string;
  description: string | null;
  brand: string;
  condition: Condition;
  /** Decimal string, USD. */
  price: string;
  isSold: boolean;
  /** Absolute URLs. */
  url: string;
  imageUrls: string[];
  seller: { username: string; url: string };
};

/** schema.org's condition for ours: only never-worn items are new. */
export function itemCondition(condition: Condition): string {
  return condition === 'New/Never worn'
    ? 'https://schema.org/NewCondition'
    : 'https://schema.org/UsedCondition';
}

/**
 * A listing as a schema.org Product with one Offer, following Google's product rich results
 * (what is left out and why: docs/decisions/037-link-previews.md).
 */
export function productJsonLd(product: ProductFacts): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    ...(product.description ? { description: product.description } : {}),
    ...(product.imageUrls.length > 0 ? { image: product.imageUrls } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: Number(product.price).toFixed(2),
      priceCurrency: 'USD',
      availability: product.isSold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: itemCondition(product.condition),
      seller: { '@type': 'Person', name: product.seller.username, url: product.seller.url },
    },
  };
}
