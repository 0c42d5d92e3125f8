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

/** The fields of a listing row that hold a sort's key. */
export type ListingSortFields = {
  id: string;
  bumpedAt: string;
  price: string;
  discountedAt: string | null;
};

function sortKeyOf(sort: ListingSort, row: ListingSortFields): string {
  switch (sort) {
    case 'newest':
      return row.bumpedAt;
    case 'price_asc':
    case 'price_desc':
      return row.price;
    case 'recently_reduced':
      // The recently-reduced sort shows reduced listings only, so the key is always set.
      return row.discountedAt ?? '';
  }
}

/** The cursor of the page after `row`, the last row of a page in this sort. */
export function listingCursorAfter(sort: ListingSort, row: ListingSortFields): string {
  return encodeSortCursor(sort, { key: sortKeyOf(sort, row), id: row.id });
}

/** The position a cursor names, when it was made for this sort; otherwise a 400. */
export function decodeListingCursor(
  raw: string | undefined,
  sort: ListingSort,
): SortCursor | undefined {
  return decodeSortCursor(raw, sort, keyKind[sort]);
}
