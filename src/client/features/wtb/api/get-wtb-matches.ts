import { useQuery } from '@tanstack/react-query';
import type { WtbMatches } from '@/shared/schemas/matching';
import { apiGet } from '@/client/lib/request';

/** GET /api/wtb-listings/{id}/matches: available listings the request matches, newest first. */
export function useWtbMatches(wtbId: string) {
  const url = `/api/wtb-listings/${encodeURIComponent(wtbId)}/matches`;
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet<WtbMatches>(url, signal),
  });
}
