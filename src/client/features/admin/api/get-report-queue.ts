import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { ReportGroup, ReportQueue } from '@/shared/schemas/moderation';
import { apiGet, withQuery } from '@/client/lib/request';
import { REPORT_QUEUE_KEY } from './keys';

/** GET /api/admin/reports: open reports grouped by object, most reported first. */
function getReportQueue(cursor: string | null, signal?: AbortSignal): Promise<ReportQueue> {
  return apiGet<ReportQueue>(withQuery(REPORT_QUEUE_KEY[0], { cursor }), signal);
}

const allGroups = (data: InfiniteData<ReportQueue>): ReportGroup[] =>
  data.pages.flatMap((page) => page.groups);

/** The loaded groups as one list (`data`), and the paging controls. */
export function useReportQueue() {
  return useInfiniteQuery({
    queryKey: REPORT_QUEUE_KEY,
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReportQueue) => last.nextCursor,
    queryFn: ({ signal, pageParam }) => getReportQueue(pageParam, signal),
    select: allGroups,
  });
}
