import type { ListingSort } from '@/shared/listing-sorts';
import {
  decodeSortCursor,
  encodeSortCursor,
  type SortCursor,
  type SortKeyKind,
} from '@/server/http/sort-cursor';

const keyKind: Record<ListingSort, SortKeyKind> = {
  newest: 'timestamp',
  price_asc: 'money',
  price_desc: 'money',
  recently_reduced: 'timestamp',
};

/** What a cursor is made from: the last listing of a page, as the page query returns it. */
type PageEnd = { id: string; bumpedAt: string; price: string; discountedAt: string | null };

/** The sort's key of a listing: ISO timestamps with milliseconds, prices as "25.50". */
function sortKeyOf(sort: ListingSort, end: PageEnd): string {
  switch (sort) {
    case 'newest':
      return end.bumpedAt;
    case 'price_asc':
    case 'price_desc':
      return end.price;
    case 'recently_reduced':
      // The sort shows only listings reduced at least once (feed-query.ts, listingSortWhere).
      return end.discountedAt!;
  }
}

/** The cursor of the page after `end`, the last row of a page in this sort. */
export function listingCursorAfter(sort: ListingSort, end: PageEnd): string {
  return encodeSortCursor(sort, { key: sortKeyOf(sort, end), id: end.id });
}

/** The position a cursor names, when it was made for this sort; otherwise a 400. */
export function decodeListingCursor(
  raw: string | undefined,
  sort: ListingSort,
): SortCursor | undefined {
  return decodeSortCursor(raw, sort, keyKind[sort]);
}
