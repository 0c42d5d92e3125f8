import { formatPrice } from '@/shared/format';
import { SITE_NAME, trimDescription, type PageHead } from './head-tags';
import { productJsonLd } from './product-json-ld';
import type { ListingHeadRow, ProfileHeadRow, WtbHeadRow } from './repository';

/**
 * Each page's title, description and card (patterns: docs/product.md, Sharing and search). Titles
 * read `[STATUS · ]subject · detail · Rotation`, so a sold or found item says so first.
 */

const SITE_DESCRIPTION =
  'Rotation: a peer-to-peer marketplace for second-hand streetwear. No fees for buyers or sellers.';

/** An absolute URL for a path of this site or a URL stored as a path (local uploads). */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl}/`).href;
}

const countOf = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

export function siteHead(publicUrl: string, path: '/' | '/about' | '/wtb'): PageHead {
  const titles = {
    '/': `${SITE_NAME} · Buy and sell second-hand streetwear`,
    '/about': `About · ${SITE_NAME}`,
    '/wtb': `Want to Buy · ${SITE_NAME}`,
  };
  return {
    title: titles[path],
    description:
      path === '/wtb'
        ? 'Browse requests from buyers looking for specific streetwear items, and message them if you have it.'
        : SITE_DESCRIPTION,
    canonicalUrl: absoluteUrl(publicUrl, path),
    ogType: 'website',
  };
}

export function notFoundHead(publicUrl: string, path: string): PageHead {
  return {
    title: `Page not found · ${SITE_NAME}`,
    description: 'This page does not exist or was removed.',
    canonicalUrl: absoluteUrl(publicUrl, path),
    ogType: 'website',
    noindex: true,
  };
}

export function listingHead(publicUrl: string, row: NonNullable<ListingHeadRow>): PageHead {
  const url = absoluteUrl(publicUrl, `/listing/${row.id}`);
  const photos = (row.photos ?? []).map((photo) => ({
    ...photo,
    url: absoluteUrl(publicUrl, photo.url),
  }));
  const facts = `${row.brand} · Size ${row.size} · ${row.condition}`;
  return {
    title: `${row.isSold ? 'SOLD · ' : ''}${row.title} · ${formatPrice(row.price)} · ${SITE_NAME}`,
    description: trimDescription(row.description ? `${facts}. ${row.description}` : `${facts}.`),
    canonicalUrl: url,
    ogType: 'product',
    image: photos[0] && { ...photos[0], alt: row.title },
    jsonLd: productJsonLd({
      ...row,
      url,
      imageUrls: photos.map((photo) => photo.url),
      seller: {
        username: row.sellerUsername,
        url: absoluteUrl(publicUrl, `/profile/${row.sellerUsername}`),
      },
    }),
  };
}

export function profileHead(
  publicUrl: string,
  row: NonNullable<ProfileHeadRow>,
  /** The picture's size when Rotation stored it (a Discord avatar's is not known). */
  pictureSize: number | null,
): PageHead {
  const counts = [
    countOf(row.forSale, 'item for sale', 'items for sale'),
    `${row.sold} sold`,
    countOf(row.wanted, 'WTB request', 'WTB requests'),
  ].join(', ');
  return {
    title: `${row.username} · Profile · ${SITE_NAME}`,
    description: `${row.username} on ${SITE_NAME}, the peer-to-peer streetwear marketplace: ${counts}.`,
    canonicalUrl: absoluteUrl(publicUrl, `/profile/${row.username}`),
    ogType: 'profile',
    image: row.profileImageUrl
      ? {
          url: absoluteUrl(publicUrl, row.profileImageUrl),
          alt: `${row.username}'s profile picture`,
          width: pictureSize,
          height: pictureSize,
        }
      : undefined,
  };
}

export function wtbHead(publicUrl: string, row: NonNullable<WtbHeadRow>): PageHead {
  const budget = `up to ${formatPrice(row.maxPrice)}`;
  const wanted = `${row.buyerUsername} wants to buy: ${row.brand}, size ${row.size}, ${budget}.`;
  return {
    title: `${row.isFulfilled ? 'FOUND · ' : ''}WTB · ${row.title} · ${budget} · ${SITE_NAME}`,
    description: trimDescription(row.description ? `${wanted} ${row.description}` : wanted),
    canonicalUrl: absoluteUrl(publicUrl, `/wtb/${row.id}`),
    ogType: 'website',
  };
}
