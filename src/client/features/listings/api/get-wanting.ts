import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WantingRequests } from '@/shared/schemas/matching';
import { apiGet, withQuery } from '@/client/lib/request';
import { useDebouncedValue } from '@/client/lib/use-debounced-value';

/** How long typing pauses before the form asks who wants the listing (docs/product.md, Screens). */
const TYPING_PAUSE_MS = 400;

/** GET /api/listings/{id}/wanted-by: the open WTB requests this listing matches. */
export function useWantedBy(listingId: string) {
  const url = `/api/listings/${encodeURIComponent(listingId)}/wanted-by`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet<WantingRequests>(url, signal),
  });
}

/**
 * GET /api/wtb-listings/wanting for the fields being typed, once typing pauses; nothing is asked
 * until brand, size and a price are all filled in.
 */
export function useWanting(fields: { brand: string; size: string; price: string }) {
  const settled = useDebouncedValue(
    { brand: fields.brand.trim(), size: fields.size.trim(), price: fields.price.trim() },
    TYPING_PAUSE_MS,
  );
  const url = withQuery('/api/wtb-listings/wanting', settled);
  const complete = Boolean(settled.brand && settled.size && Number(settled.price) > 0);
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet<WantingRequests>(url, signal),
    enabled: complete,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
