import { ReportMenuItem } from '@/client/components/report-actions';
import { MoreActionsMenu } from '@/client/components/ui/more-actions-menu';
import { useReportDialog } from '@/client/lib/report-slot';

/** The More actions (⋯) menu on someone else's profile, for signed-in people. */
export function ProfileMoreActions({ username }: { username: string }) {
  const report = useReportDialog({ targetType: 'user', targetId: username, name: `@${username}` });
  if (!report.canReport) return null;
  return (
    <>
      <MoreActionsMenu label={`More actions for @${username}`}>
        <ReportMenuItem onSelect={report.openReport} />
      </MoreActionsMenu>
      {report.reportDialog}
    </>
  );
}
