import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/client/components/ui/empty-state';
import { LoadError } from '@/client/components/ui/load-error';
import { LoadMore } from '@/client/components/ui/load-more';
import { PageSpinner } from '@/client/components/ui/spinner';
import { useReportQueue } from '@/client/features/admin/api/get-report-queue';
import { AdminTabs } from './admin-tabs';
import { ReportCard } from './report-card';

/** /admin: one card per reported object, most reported first, more as it scrolls. */
export function ReportQueueView() {
  const query = useReportQueue();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminTabs />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <LoadError
          title="Couldn't load the reports"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No open reports" />
      ) : (
        <div className="grid gap-4">
          {query.data.map((group) => (
            <ReportCard key={`${group.targetType}:${group.targetId}`} group={group} />
          ))}
        </div>
      )}
      <LoadMore query={query} label="Loading more reports" />
    </div>
  );
}
