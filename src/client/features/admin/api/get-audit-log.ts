import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { AuditEntry, AuditPage } from '@/shared/schemas/moderation';
import { apiGet, withQuery } from '@/client/lib/request';
import { AUDIT_LOG_KEY } from './keys';

/** GET /api/admin/audit: what admins did, newest first. */
function getAuditLog(cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  return apiGet<AuditPage>(withQuery(AUDIT_LOG_KEY[0], { cursor }), signal);
}

const allEntries = (data: InfiniteData<AuditPage>): AuditEntry[] =>
  data.pages.flatMap((page) => page.entries);

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: AUDIT_LOG_KEY,
    initialPageParam: null as string | null,
    getNextPageParam: (last: AuditPage) => last.nextCursor,
    queryFn: ({ signal, pageParam }) => getAuditLog(pageParam, signal),
    select: allEntries,
  });
}
