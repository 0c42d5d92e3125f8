import type { ListingSort } from '@/shared/listing-sorts';
import {
  decodeSortCursor,
  encodeSortCursor,
  type SortCursor,
  type SortKeyKind,
} from '@/server/http/sort-cursor';
import type { PageEnd } from './page-json';

const keyKind: Record<ListingSort, SortKeyKind> = {
  newest: 'timestamp',
  price_asc: 'money',
  price_desc: 'money',
  recently_reduced: 'timestamp',
};

/**
 * A timestamp as the page query returns it, in UTC without its zone and with up to three
 * decimals ("2026-11-24 10:00:00.12"; listingSortKey), as the cursor holds it (ISO, milliseconds).
 */
export function isoFromUtcText(text: string): string {
  const [whole, fraction = ''] = text.split('.');
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(whole!) || !/^\d{0,3}$/.test(fraction)) {
    throw new Error(`Not a UTC timestamp with milliseconds: ${text}`);
  }
  return `${whole!.replace(' ', 'T')}.${fraction.padEnd(3, '0')}Z`;
}

/** The cursor of the page after `end`, the last row of a page in this sort. */
export function listingCursorAfter(sort: ListingSort, end: PageEnd): string {
  const key = keyKind[sort] === 'timestamp' ? isoFromUtcText(end.key) : end.key;
  return encodeSortCursor(sort, { key, id: end.id });
}

/** The position a cursor names, when it was made for this sort; otherwise a 400. */
export function decodeListingCursor(
  raw: string | undefined,
  sort: ListingSort,
): SortCursor | undefined {
  return decodeSortCursor(raw, sort, keyKind[sort]);
}
