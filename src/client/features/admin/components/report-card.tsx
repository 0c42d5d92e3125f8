import { formatRelativeTime } from '@/shared/format';
import type { ReportGroup } from '@/shared/schemas/moderation';
import { REPORT_REASON_LABELS } from '@/shared/schemas/safety';
import { AccountFacts } from './account-facts';
import { CardActions } from './card-actions';
import { ObjectPreview } from './object-preview';

const KIND = { listing: 'Listing', wtb: 'WTB request', message: 'Message', user: 'User' } as const;

/** One reported object in the queue: what it is, who is behind it, every report, the actions. */
export function ReportCard({ group }: { group: ReportGroup }) {
  const headingId = `report-${group.targetType}-${group.targetId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold tracking-wide text-zinc-500 uppercase">
          {KIND[group.targetType]}
        </h2>
        <p className="text-sm font-medium text-red-700">
          {group.reportCount} {group.reportCount === 1 ? 'report' : 'reports'}
        </p>
      </header>
      <ObjectPreview group={group} />
      {group.owner && group.targetType !== 'user' && (
        <div className="border-t border-zinc-100 pt-3">
          <p className="mb-2 text-xs font-semibold tracking-wide text-zinc-500 uppercase">Owner</p>
          <AccountFacts user={group.owner} />
        </div>
      )}
      <ul className="grid gap-2 border-t border-zinc-100 pt-3" aria-label="Reports">
        {group.reports.map((report) => (
          <li key={report.id} className="text-sm">
            <p>
              <span className="font-semibold">{REPORT_REASON_LABELS[report.reason]}</span>
              <span className="text-zinc-500">
                {' · '}
                {report.reporter ? `@${report.reporter}` : 'a deleted account'}
                {' · '}
                <time dateTime={report.createdAt}>{formatRelativeTime(report.createdAt)}</time>
              </span>
            </p>
            {report.details && (
              <p className="mt-0.5 break-words whitespace-pre-wrap text-zinc-700">
                {report.details}
              </p>
            )}
          </li>
        ))}
      </ul>
      <CardActions group={group} />
    </article>
  );
}
