import { ScrollText } from 'lucide-react';
import { Link } from 'wouter';
import type { AuditEntry } from '@/shared/schemas/moderation';
import { EmptyState } from '@/client/components/ui/empty-state';
import { LoadError } from '@/client/components/ui/load-error';
import { LoadMore } from '@/client/components/ui/load-more';
import { PageSpinner } from '@/client/components/ui/spinner';
import { useAuditLog } from '@/client/features/admin/api/get-audit-log';
import { AdminTabs } from './admin-tabs';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Subject({ entry }: { entry: AuditEntry }) {
  const name = entry.subjectLabel ?? `${entry.subjectType} ${entry.subjectId}`;
  if (!entry.subjectPath) return <span className="break-all text-zinc-500">{name} (gone)</span>;
  return (
    <Link
      href={entry.subjectPath}
      className="break-all underline decoration-zinc-300 underline-offset-2 hover:decoration-zinc-900"
    >
      {entry.subjectType === 'user' ? `@${name}` : name}
    </Link>
  );
}

/** One action: a table row from the sm breakpoint up, a stacked block on phones. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr className="grid gap-0.5 border-b border-zinc-100 px-3 py-3 text-sm sm:table-row sm:px-0">
      <td className="text-zinc-500 sm:py-3 sm:pr-4 sm:pl-3 sm:whitespace-nowrap">
        <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
      </td>
      <td className="sm:py-3 sm:pr-4">
        {entry.actor ? `@${entry.actor}` : <span className="italic">command line</span>}
      </td>
      <td className="font-medium sm:py-3 sm:pr-4">
        <code className="text-xs">{entry.action}</code>
      </td>
      <td className="sm:py-3 sm:pr-4">
        <Subject entry={entry} />
      </td>
      <td className="break-words text-zinc-700 sm:py-3 sm:pr-3">{entry.reason}</td>
    </tr>
  );
}

/** /admin/audit: every admin action, newest first; read-only. */
export function AuditLogView() {
  const query = useAuditLog();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <AdminTabs />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <LoadError
          title="Couldn't load the audit log"
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <EmptyState icon={ScrollText} title="No admin actions yet" />
      ) : (
        <div className="overflow-hidden rounded-xl border border-zinc-200 bg-white">
          <table className="w-full text-left">
            <thead className="sr-only bg-zinc-50 text-xs tracking-wide text-zinc-500 uppercase sm:not-sr-only sm:table-header-group">
              <tr>
                <th className="py-2 pr-4 pl-3 font-semibold">When</th>
                <th className="py-2 pr-4 font-semibold">Who</th>
                <th className="py-2 pr-4 font-semibold">What</th>
                <th className="py-2 pr-4 font-semibold">Subject</th>
                <th className="py-2 pr-3 font-semibold">Why</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore query={query} label="Loading more of the audit log" />
    </div>
  );
}
